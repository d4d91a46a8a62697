import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../../components/ui/FaqAccordion.tsx';
import { SUPPORT_EMAIL } from '../../lib/support.ts';

export const FAQ_ITEMS = ['payment', 'plans', 'content', 'exams', 'levels', 'demo', 'support'] as const;

/** Seven questions; one open at a time. */
export function Faq() {
  const { t } = useTranslation('landing');
  return (
    <section id="faq" className="scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">{t('faq.title')}</h2>
        <div className="mt-10">
          <FaqAccordion
            items={FAQ_ITEMS.map((item) => ({
              id: item,
              question: t(`faq.items.${item}.q`),
              answer: t(`faq.items.${item}.a`, { email: SUPPORT_EMAIL }),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
