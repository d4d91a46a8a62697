import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askFollowUp } from './api.ts';

type Kind = 'example' | 'rephrase' | 'translate';
interface Turn {
  kind: Kind;
  state: 'loading' | 'done' | 'error';
  content: string;
  language: string;
  error?: string;
}

/** Is the learner reading Ukrainian ("Ukrainian" as the settings store it, or the code)? */
const readsUkrainian = (language: string) => /^(uk|ukrainian)$/i.test(language.trim());

const errorKey = (code: string | undefined) =>
  code === 'RATE_LIMITED'
    ? 'explanation.followUp.rateLimited'
    : code === 'EXAMPLE_NOT_FOUND'
      ? 'explanation.followUp.noExample'
      : 'explanation.followUp.error';

/**
 * "Another example", "Explain it differently" and "In Ukrainian" / "In English" under an explanation. Each
 * is asked once (the server caches it); the answers stack under the buttons, each in its own language.
 */
export function ExplanationFollowUps({
  exerciseId,
  answer,
  language,
}: {
  exerciseId: string;
  answer: string;
  language: string;
}) {
  const { t } = useTranslation('learning');
  const [turns, setTurns] = useState<Turn[]>([]);
  const ask = async (kind: Kind) => {
    if (turns.some((turn) => turn.kind === kind && turn.state !== 'error')) return;
    setTurns((all) => [
      ...all.filter((turn) => turn.kind !== kind),
      { kind, state: 'loading', content: '', language },
    ]);
    const result = await askFollowUp({ exerciseId, answer, language, kind });
    setTurns((all) =>
      all.map((turn) =>
        turn.kind !== kind
          ? turn
          : result.isSuccess
            ? { kind, state: 'done', content: result.content.content, language: result.content.language }
            : { kind, state: 'error', content: '', language, error: result.error.code },
      ),
    );
  };
  const buttons: [Kind, string][] = [
    ['example', t('explanation.followUp.example')],
    ['rephrase', t('explanation.followUp.rephrase')],
    ['translate', readsUkrainian(language) ? t('explanation.followUp.toEn') : t('explanation.followUp.toUk')],
  ];
  const chip =
    'min-h-9 rounded-full bg-white px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default disabled:opacity-60';
  return (
    <div className="mt-4">
      {/* biome-ignore lint/a11y/useSemanticElements: three buttons named by their label, not a form field set */}
      <div
        role="group"
        aria-labelledby={`follow-up-${exerciseId}`}
        className="flex flex-wrap items-center gap-2"
      >
        <span id={`follow-up-${exerciseId}`} className="mr-1 text-sm text-slate-600">
          {t('explanation.followUp.label')}
        </span>
        {buttons.map(([kind, label]) => (
          <button
            key={kind}
            type="button"
            className={chip}
            disabled={turns.some((turn) => turn.kind === kind && turn.state !== 'error')}
            onClick={() => void ask(kind)}
          >
            {label}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {turns.map((turn) => (
          <section
            key={turn.kind}
            aria-label={buttons.find(([kind]) => kind === turn.kind)?.[1]}
            className="mt-3 rounded-2xl bg-brand-50/60 p-4 ring-1 ring-brand-100"
          >
            {turn.state === 'loading' ? (
              <p className="text-sm text-slate-500">{t('explanation.followUp.loading')}</p>
            ) : turn.state === 'error' ? (
              <p className="text-sm text-rose-700">{t(errorKey(turn.error))}</p>
            ) : (
              <div lang={turn.language} className="space-y-2 text-[16px] leading-relaxed text-slate-700">
                {turn.content.split(/\n{2,}/).map((para) => (
                  <p key={para}>{para}</p>
                ))}
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
