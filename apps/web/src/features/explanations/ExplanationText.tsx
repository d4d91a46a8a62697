import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { ExplanationStatus } from './useExplanation.ts';

const NATIVE = new Set(['English', 'Ukrainian', 'en', 'uk']);

/** The explanation's paragraphs; the "generating" line while nothing has arrived yet. */
export function ExplanationText({
  text,
  status,
  provider,
  language,
}: {
  text: string;
  status: ExplanationStatus;
  provider: string | null;
  language: string;
}) {
  const { t } = useTranslation('learning');
  if (!text && (status === 'loading' || status === 'idle')) {
    return (
      <p className="flex items-center gap-3 text-slate-500" role="status">
        <Spinner className="size-4 text-brand-600" />
        {t('explanation.generating')}
      </p>
    );
  }
  if (!text) return <p className="text-slate-500">{t('explanation.empty')}</p>;
  const fellBack = status === 'done' && provider === 'rules' && !NATIVE.has(language);
  return (
    <div className="space-y-3 text-[17px] leading-relaxed text-slate-700">
      {text.split(/\n{2,}/).map((para, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one growing text keep their order
        <p key={i} className="whitespace-pre-line">
          {para}
          {status === 'streaming' && i === text.split(/\n{2,}/).length - 1 ? (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brand-500 align-middle"
            />
          ) : null}
        </p>
      ))}
      {fellBack ? (
        <p className="text-sm text-slate-500">{t('explanation.fallbackNote', { language })}</p>
      ) : null}
    </div>
  );
}
