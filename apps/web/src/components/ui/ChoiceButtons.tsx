import { useEffect } from 'react';
import './motion.css';

export type ChoiceState = 'idle' | 'right' | 'wrong' | 'dim';

/**
 * Full width for up to 3 choices, half for up to 6, a third above (docs/product-rules.md#sizes-and-timings).
 */
export const choiceColumns = (count: number) =>
  count <= 3 ? 'grid-cols-1' : count <= 6 ? 'grid-cols-2' : 'grid-cols-3';

/**
 * The answer buttons. Keys 1–9 choose an answer while `active`; the chosen one plays a right or wrong
 * animation.
 */
export function ChoiceButtons({
  choices,
  stateOf,
  onChoose,
  active,
}: {
  choices: string[];
  stateOf: (choice: string) => ChoiceState;
  onChoose: (choice: string) => void;
  active: boolean;
}) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const n = Number(event.key);
      const choice = Number.isInteger(n) && n >= 1 ? choices[n - 1] : undefined;
      if (choice !== undefined) {
        event.preventDefault();
        onChoose(choice);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, choices, onChoose]);
  return (
    <div className={`grid gap-3 ${choiceColumns(choices.length)}`}>
      {choices.map((choice, i) => {
        const state = stateOf(choice);
        return (
          <button
            key={choice}
            type="button"
            disabled={!active}
            onClick={() => onChoose(choice)}
            data-state={state}
            className={`gw-motion relative flex min-h-16 items-center justify-center rounded-2xl border-2 px-4 py-3 text-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              state === 'idle'
                ? 'border-slate-200 bg-white text-slate-800 shadow-[0_2px_0_0_rgb(226_232_240)] hover:border-brand-500 hover:bg-brand-50 active:translate-y-0.5 active:shadow-none'
                : state === 'right'
                  ? 'animate-[gw-bounce-in_300ms_ease-out] border-emerald-500 bg-emerald-50 text-emerald-700'
                  : state === 'wrong'
                    ? 'animate-[gw-shake_350ms_ease-in-out] border-rose-400 bg-rose-50 text-rose-700'
                    : 'border-slate-100 bg-white text-slate-400'
            }`}
          >
            {choices.length <= 9 ? (
              <span
                aria-hidden="true"
                className="absolute top-2 left-2.5 hidden font-sans text-xs font-medium text-slate-400 sm:block"
              >
                {i + 1}
              </span>
            ) : null}
            {choice}
          </button>
        );
      })}
    </div>
  );
}
