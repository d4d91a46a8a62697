import type { AdminPayment } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../format.ts';
import { Badge, cell, Table } from './Card.tsx';

const TONES = {
  success: 'green',
  pending: 'amber',
  failure: 'rose',
  reversed: 'slate',
  superseded: 'slate',
} as const;

export function StatusBadge({ status }: { status: AdminPayment['status'] }) {
  const { t } = useTranslation('admin');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** Money to give back, and why (paid after being replaced, pass already held, paid twice). */
export function RefundDueBadge({ reason }: { reason: AdminPayment['refundDue'] }) {
  const { t } = useTranslation('admin');
  if (!reason) return null;
  return (
    <span title={t(`refundDue.${reason}`)}>
      <Badge tone="rose">
        {t('refundDue.label')}: {t(`refundDue.${reason}`)}
      </Badge>
    </span>
  );
}

export function PaymentRows({
  payments,
  onOpen,
  showEmail = false,
}: {
  payments: AdminPayment[];
  onOpen: (id: string) => void;
  showEmail?: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  if (payments.length === 0) return <p className="text-sm text-slate-500">{t('empty')}</p>;
  return (
    <Table
      head={[
        t('payments.order'),
        ...(showEmail ? [t('users.email')] : []),
        t('payments.filterPlan'),
        t('payments.amount'),
        t('payments.filterStatus'),
        t('payments.created'),
      ]}
    >
      {payments.map((p) => (
        <tr key={p.orderId}>
          <td className={cell}>
            <button
              type="button"
              onClick={() => onOpen(p.orderId)}
              className="rounded font-mono text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {p.orderId}
            </button>
          </td>
          {showEmail ? <td className={`${cell} max-w-[14rem] truncate`}>{p.email}</td> : null}
          <td className={cell}>{t(`plans.${p.plan}`, { defaultValue: p.plan })}</td>
          <td className={`${cell} tabular-nums`}>{formatMoney(p.amountMinor, p.currency, i18n.language)}</td>
          <td className={cell}>
            <span className="flex flex-wrap gap-1">
              <StatusBadge status={p.status} />
              <RefundDueBadge reason={p.refundDue} />
            </span>
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(p.createdAt, i18n.language, true)}</td>
        </tr>
      ))}
    </Table>
  );
}
