import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const MAX_PX = 20;
const MIN_PX = 10;
const DEBOUNCE_MS = 300;
/** Below Tailwind's `sm` the sentence keeps the spec's 20 px start: `scale` is for wide screens only. */
const WIDE = '(min-width: 640px)';
const isWide = () => typeof window !== 'undefined' && window.matchMedia?.(WIDE).matches === true;

/**
 * The sentence with its blank (`___`). The text starts at 20 px and shrinks to fit its box, down to 10 px
 * (docs/product-rules.md#sizes-and-timings); it is measured again 300 ms after the window stops resizing.
 * `scale` enlarges the whole range from 640 px up; on phones it starts at 20 px.
 */
export function QuestionText({
  text,
  filled,
  tone = 'idle',
  scale = 1.4,
  blankLabel,
}: {
  text: string;
  /** The answer shown in the blank once chosen. */
  filled?: string | null;
  tone?: 'idle' | 'right' | 'wrong';
  scale?: number;
  /** Read instead of the underscores, e.g. "gap". */
  blankLabel: string;
}) {
  const box = useRef<HTMLParagraphElement>(null);
  const [px, setPx] = useState(MAX_PX);
  const [factor, setFactor] = useState(() => (isWide() ? scale : 1));
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setTick((n) => n + 1), DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: text and tick are why it measures again
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const k = isWide() ? scale : 1;
    let size = MAX_PX;
    el.style.fontSize = `${size * k}px`;
    // Too big: a word overflows the width, or the sentence needs more than four lines.
    const tooBig = () => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > size * k * 1.65 * 4;
    while (size > MIN_PX && tooBig()) {
      size -= 1;
      el.style.fontSize = `${size * k}px`;
    }
    setPx(size);
    setFactor(k);
  }, [text, tick, scale, filled]);
  const [before = '', ...rest] = text.split('___');
  const after = rest.join('___');
  const blankTone =
    tone === 'right'
      ? 'border-emerald-500 bg-emerald-50 text-emerald-700'
      : tone === 'wrong'
        ? 'border-rose-400 bg-rose-50 text-rose-700'
        : 'border-brand-500 bg-white/70 text-transparent';
  return (
    <p
      ref={box}
      style={{ fontSize: `${px * factor}px` }}
      className="overflow-hidden font-medium leading-relaxed break-words text-slate-900"
    >
      {before}
      <span
        className={`mx-0.5 inline-block min-w-[3.5em] rounded-md border-b-[3px] px-1.5 text-center transition-colors ${blankTone}`}
      >
        {filled ?? <span aria-hidden="true">___</span>}
        {filled ? null : <span className="sr-only">{blankLabel}</span>}
      </span>
      {after}
    </p>
  );
}
