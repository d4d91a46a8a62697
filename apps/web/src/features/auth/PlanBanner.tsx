import { useTranslation } from 'react-i18next';
import { usePlan } from '../../lib/plans.ts';

/** On /signin/plan/:plan: which pass the learner is about to buy, so the next step is no surprise. */
export function PlanBanner({ plan }: { plan: string }) {
  const { t } = useTranslation('auth');
  const { data: found } = usePlan(plan);
  if (!found) return null;
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('plan.chosen')}</p>
        <p className="font-semibold text-slate-900">{t(`plan.${found.id}`)}</p>
      </div>
      <p className="text-right">
        <span className="mr-2 text-sm text-slate-500 line-through">${found.originalPrice}</span>
        <span className="text-xl font-extrabold text-slate-900">${found.price}</span>
      </p>
    </div>
  );
}
