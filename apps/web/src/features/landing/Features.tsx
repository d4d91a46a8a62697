import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon.tsx';

/** Line icons of ui/Icon: no icon font, no emoji that a system may lack. */
const FEATURES = [
  { key: 'explain', icon: 'chat' },
  { key: 'bank', icon: 'check' },
  { key: 'progress', icon: 'star' },
  { key: 'exams', icon: 'cap' },
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
                <Icon name={icon} className="size-6" />
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
