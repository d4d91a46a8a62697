import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { usePayment, useReversePayment } from '../api.ts';
import { formatDate, formatMoney } from '../format.ts';
import { AuditList } from './AuditList.tsx';
import { Badge, Card } from './Card.tsx';
import { RefundDueBadge, StatusBadge } from './PaymentRows.tsx';
import { QueryState } from './QueryState.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { BackButton, Fact } from './UserDetail.tsx';

export function PaymentDetail({
  id,
  onBack,
  onOpenUser,
}: {
  id: string;
  onBack: () => void;
  onOpenUser: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const query = usePayment(id);
  const reverse = useReversePayment();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <BackButton onBack={onBack} />
      <QueryState query={query}>
        {({ payment, notices, audit }) => (
          <>
            <Card>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="break-all font-mono text-lg font-bold text-slate-900">{payment.orderId}</h2>
                  <button
                    type="button"
                    onClick={() => onOpenUser(payment.userId)}
                    className="mt-1 truncate text-left text-brand-700 hover:underline"
                  >
                    {payment.email}
                  </button>
                </div>
                {payment.status === 'success' ? (
                  <Button size="small" variant="light" onClick={() => setOpen(true)}>
                    {t('payments.reverse')}
                  </Button>
                ) : null}
              </div>
              {notice ? (
                <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
                  {notice}
                </p>
              ) : null}
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                <Fact
                  label={t('payments.filterPlan')}
                  value={t(`plans.${payment.plan}`, { defaultValue: payment.plan })}
                />
                <Fact
                  label={t('payments.amount')}
                  value={formatMoney(payment.amountMinor, payment.currency, i18n.language)}
                />
                <div>
                  <dt className="text-slate-500">{t('payments.filterStatus')}</dt>
                  <dd>
                    <span className="flex flex-wrap gap-1">
                      <StatusBadge status={payment.status} />
                      <RefundDueBadge reason={payment.refundDue} />
                    </span>
                  </dd>
                </div>
                <Fact
                  label={t('payments.provider')}
                  value={`${payment.provider}${payment.providerStatus ? ` (${payment.providerStatus})` : ''}`}
                />
                <Fact
                  label={t('payments.created')}
                  value={formatDate(payment.createdAt, i18n.language, true)}
                />
                <Fact label={t('payments.paidAt')} value={formatDate(payment.paidAt, i18n.language, true)} />
              </dl>
            </Card>
            <Card title={t('payments.callbacks')}>
              {notices.length === 0 ? (
                <p className="text-sm text-slate-500">{t('payments.noCallbacks')}</p>
              ) : (
                <ol className="space-y-2">
                  {notices.map((n) => (
                    <li key={n.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge>{n.source}</Badge>
                        <Badge tone={n.signatureValid ? 'green' : 'rose'}>
                          {t('payments.signature')}:{' '}
                          {n.signatureValid ? t('payments.valid') : t('payments.invalid')}
                        </Badge>
                        <span className="font-mono text-xs">{n.outcome}</span>
                        <span className="ml-auto text-xs text-slate-500">
                          {formatDate(n.receivedAt, i18n.language, true)}
                        </span>
                      </div>
                      {n.decoded ? (
                        <pre className="mt-2 max-h-48 overflow-auto rounded-lg bg-white p-2 text-xs text-slate-700 ring-1 ring-slate-200">
                          {JSON.stringify(n.decoded, null, 2)}
                        </pre>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )}
            </Card>
            <Card title={t('users.audit')}>
              <AuditList entries={audit} />
            </Card>
            <ReasonDialog
              open={open}
              onOpenChange={setOpen}
              title={t('payments.reverseTitle', { id: payment.orderId })}
              description={t('payments.reverseHelp')}
              confirmLabel={t('payments.reverse')}
              danger
              onConfirm={async (reason) => {
                await reverse.mutateAsync({ id: payment.orderId, reason });
                setNotice(t('payments.reversed'));
              }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
