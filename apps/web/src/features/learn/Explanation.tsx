import { useEffect, useState } from 'react';
import { streamExplanation } from './api.ts';
import { useLearnTranslation } from './i18n.ts';

/** Streams the explanation for one answer; the text appears as it is written. */
export function Explanation({
  exerciseId,
  answer,
  language,
}: {
  exerciseId: string;
  answer: string;
  language: string;
}) {
  const { t } = useLearnTranslation();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    setText('');
    setPending(true);
    void streamExplanation({ exerciseId, answer, language }, setText, controller.signal).then(() => {
      if (!controller.signal.aborted) setPending(false);
    });
    return () => controller.abort();
  }, [exerciseId, answer, language]);
  if (!text && !pending) return null;
  return (
    <div
      className="rounded-2xl bg-brand-50 p-4 text-[15px] leading-relaxed text-slate-700"
      aria-live="polite"
    >
      {text ? (
        text.split('\n\n').map((para) => (
          <p key={para} className="mb-2 last:mb-0">
            {para}
          </p>
        ))
      ) : (
        <p className="animate-pulse text-slate-500">{t('session.explaining')}</p>
      )}
    </div>
  );
}
