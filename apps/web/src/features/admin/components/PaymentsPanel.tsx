import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField.tsx';
import { usePayments } from '../api.ts';
import { Card } from './Card.tsx';
import { PaymentRows } from './PaymentRows.tsx';
import { QueryState } from './QueryState.tsx';
import { Select } from './Select.tsx';
import { useDebounced } from './useDebounced.ts';

const STATUSES = ['success', 'pending', 'failure', 'reversed', 'superseded'] as const;
/** Not a status: payments that must be refunded (paid but applied nothing, or paid twice). */
const REFUND_DUE = 'refund-due';
const PLANS = ['one-year-pass', 'lifetime-pass'] as const;

export function PaymentsPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState('');
  const [plan, setPlan] = useState('');
  const [q, setQ] = useState('');
  const query = usePayments({
    q: useDebounced(q.trim()),
    ...(status === REFUND_DUE ? { refundDue: 'true' as const } : status ? { status } : {}),
    ...(plan ? { plan } : {}),
  });
  const all = { value: '', label: t('payments.all') };
  return (
    <Card>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <Select
          label={t('payments.filterStatus')}
          value={status}
          onChange={setStatus}
          options={[
            all,
            ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            { value: REFUND_DUE, label: t('refundDue.filter') },
          ]}
        />
        <Select
          label={t('payments.filterPlan')}
          value={plan}
          onChange={setPlan}
          options={[all, ...PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))]}
        />
        <TextField label={t('payments.search')} value={q} onChange={setQ} type="search" />
      </div>
      <QueryState query={query}>
        {({ payments }) => <PaymentRows payments={payments} onOpen={onOpen} showEmail />}
      </QueryState>
    </Card>
  );
}
