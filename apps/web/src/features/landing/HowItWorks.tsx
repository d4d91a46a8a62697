import { useTranslation } from 'react-i18next';

const STEPS = ['step1', 'step2', 'step3'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id="how" className="scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-center text-3xl font-bold text-slate-900">{t('how.title')}</h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-2xl border border-slate-200 p-6">
              <span className="grid size-10 place-items-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`how.${step}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`how.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
