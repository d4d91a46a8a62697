import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { FaqAccordion } from '../../components/ui/FaqAccordion.tsx';
import { figureOptions, useCatalogueFigures } from '../../lib/live-figures.ts';
import { SUPPORT_EMAIL } from '../../lib/support.ts';

export const FAQ_ITEMS = [
  'payment',
  'plans',
  'content',
  'exams',
  'levels',
  'demo',
  'tutorial',
  'support',
] as const;

/**
 * Eight questions, one open at a time; the tutorial's answer links to it
 * (docs/product-rules.md#sections-demo-and-playground).
 */
export function Faq() {
  const { t, i18n } = useTranslation('landing');
  const figures = figureOptions(useCatalogueFigures(), i18n.language);
  return (
    <section id="faq" className="scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">{t('faq.title')}</h2>
        <div className="mt-10">
          <FaqAccordion
            items={FAQ_ITEMS.map((item) => ({
              id: item,
              question: t(`faq.items.${item}.q`),
              answer:
                item === 'tutorial' ? (
                  <>
                    {t('faq.items.tutorial.a')}{' '}
                    <Link
                      to={pathTo('tutorial')}
                      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {t('faq.items.tutorial.link')}
                    </Link>
                  </>
                ) : (
                  t(`faq.items.${item}.a`, { email: SUPPORT_EMAIL, ...figures })
                ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
