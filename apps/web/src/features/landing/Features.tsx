import { useTranslation } from 'react-i18next';

/** Simple line icons (24×24 paths) drawn inline: no icon font, no emoji that a system may lack. */
const FEATURES = [
  { key: 'explain', icon: 'M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5' },
  { key: 'bank', icon: 'M5 12l4 4 10-10' },
  { key: 'progress', icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3z' },
  { key: 'exams', icon: 'M2 9l10-5 10 5-10 5L2 9zM6 11v5c3 2.5 9 2.5 12 0v-5' },
] as const;

export function Features() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" className="scroll-mt-20 bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-center text-3xl font-bold text-slate-900">{t('features.title')}</h2>
        <p className="mt-3 text-center text-slate-600">{t('features.subtitle')}</p>
        <div className="mt-12 grid gap-6 sm:grid-cols-2">
          {FEATURES.map(({ key, icon }) => (
            <article
              key={key}
              className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <svg
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={icon} />
                </svg>
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
                <p className="mt-1 text-slate-600">{t(`features.${key}.body`)}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
