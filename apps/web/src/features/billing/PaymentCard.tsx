import type { Payment } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { type BadgeKind, badgeOf, formatAmount, formatPaymentDate } from './payment-format.ts';

const BADGE: Record<BadgeKind, { style: string; icon: IconName }> = {
  success: { style: 'bg-emerald-50 text-emerald-700 ring-emerald-200', icon: 'check' },
  failed: { style: 'bg-rose-50 text-rose-700 ring-rose-200', icon: 'cross' },
  reversed: { style: 'bg-amber-50 text-amber-800 ring-amber-200', icon: 'repeat' },
  unknown: { style: 'bg-slate-100 text-slate-600 ring-slate-200', icon: 'history' },
};

/** One payment: plan, date (uk-UA), amount, status badge, order number and, once paid, a refund request. */
export function PaymentCard({
  payment,
  onRefund,
}: {
  payment: Payment;
  onRefund: (orderId: string) => void;
}) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const kind = badgeOf(payment.status);
  const badge = BADGE[kind];
  return (
    <article
      aria-labelledby={`payment-${payment.orderId}`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`payment-${payment.orderId}`} className="font-bold text-slate-900">
            {t(`common:pricing.plans.${payment.plan}.title`)}
          </h2>
          {payment.kind !== 'purchase' ? (
            <p className="text-sm text-slate-600">{t(`history.kinds.${payment.kind}`)}</p>
          ) : null}
          <p className="mt-0.5 text-sm text-slate-500">
            <span className="sr-only">{t('history.date')}: </span>
            <time dateTime={payment.createdAt}>{formatPaymentDate(payment.paidAt ?? payment.createdAt)}</time>
          </p>
        </div>
        <p className="shrink-0 text-xl font-extrabold tracking-tight text-slate-900">
          <span className="sr-only">{t('history.amount')}: </span>
          {formatAmount(payment.amount, payment.currency, i18n.language)}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <span className="flex flex-wrap gap-2">
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${badge.style}`}
          >
            <Icon name={badge.icon} className="size-3.5" />
            <span className="sr-only">{t('history.statusLabel')}: </span>
            {t(`history.status.${kind}`)}
          </span>
          {payment.refundDue ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
              <Icon name="receipt" className="size-3.5" />
              {t('history.refundDue')}
            </span>
          ) : null}
        </span>
        <p className="min-w-0 text-sm text-slate-500 sm:text-right">
          {t('history.order')}:{' '}
          <span className="whitespace-nowrap font-mono text-slate-700" data-testid="order-number">
            {payment.orderId}
          </span>
        </p>
      </div>
      {kind === 'success' && payment.refundDue !== 'superseded' && payment.refundDue !== 'already-held' ? (
        <button
          type="button"
          onClick={() => onRefund(payment.orderId)}
          className="mt-3 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('history.requestRefund')}
        </button>
      ) : null}
    </article>
  );
}
