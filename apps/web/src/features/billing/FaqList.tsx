import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../../components/ui/FaqAccordion.tsx';
import { figureOptions, useCatalogueFigures } from '../../lib/live-figures.ts';
import { SUPPORT_EMAIL } from './payment-format.ts';

const ITEMS = ['payment', 'plans', 'access', 'refund', 'content', 'exams', 'levels'] as const;

/**
 * The paywall and tariffs FAQ: items open and close independently
 * (docs/product-rules.md#sections-demo-and-playground).
 */
export function FaqList({ title }: { title: string }) {
  const { t, i18n } = useTranslation('billing');
  const figures = figureOptions(useCatalogueFigures(), i18n.language);
  return (
    <section aria-label={title}>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <div className="mt-3">
        <FaqAccordion
          independent
          dense
          items={ITEMS.map((item) => ({
            id: item,
            question: t(`faq.items.${item}.q`),
            answer: t(`faq.items.${item}.a`, { email: SUPPORT_EMAIL, ...figures }),
          }))}
        />
      </div>
    </section>
  );
}
