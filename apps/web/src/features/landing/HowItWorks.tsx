import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon.tsx';

const STEPS = [
  { key: 'step1', icon: 'list' },
  { key: 'step2', icon: 'pencil' },
  { key: 'step3', icon: 'chat' },
  { key: 'step4', icon: 'chart' },
] as const;

/** How it works: pick a topic, practise, learn with explanations, and the result: progress faster. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id="how" className="scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <p className="text-center text-sm font-semibold uppercase tracking-wider text-brand-700">
          {t('how.eyebrow')}
        </p>
        <h2 className="mt-2 text-center text-3xl font-bold text-slate-900 sm:text-4xl">{t('how.title')}</h2>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon }, index) => (
            <li
              key={key}
              className={`relative rounded-2xl p-6 ${index === 3 ? 'bg-brand-900 text-white' : 'border border-slate-200 bg-white'}`}
            >
              <div className="flex items-center justify-between">
                <span
                  className={`grid size-11 place-items-center rounded-xl ${index === 3 ? 'bg-white/10 text-brand-100' : 'bg-brand-50 text-brand-700'}`}
                >
                  <Icon name={icon} className="size-6" />
                </span>
                <span
                  aria-hidden="true"
                  className={`text-sm font-bold ${index === 3 ? 'text-brand-200' : 'text-slate-500'}`}
                >
                  0{index + 1}
                </span>
              </div>
              <h3 className={`mt-5 text-lg font-semibold ${index === 3 ? 'text-white' : 'text-slate-900'}`}>
                {t(`how.${key}.title`)}
              </h3>
              <p className={`mt-2 ${index === 3 ? 'text-brand-100' : 'text-slate-600'}`}>
                {t(`how.${key}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
