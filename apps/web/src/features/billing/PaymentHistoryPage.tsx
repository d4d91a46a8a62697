import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { usePaymentHistory } from './api/history.ts';
import { LegalLinks } from './LegalLinks.tsx';
import { PaymentCard } from './PaymentCard.tsx';
import { RefundModal } from './RefundModal.tsx';

/** hub.payment-history: one card per order, newest first, and how to ask for a refund. */
export function PaymentHistoryPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const history = usePaymentHistory();
  const [refundFor, setRefundFor] = useState<string | null>(null);
  // Browser back when there is somewhere to go back to in the app, else the hub.
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(pathTo('hub.sections')));

  return (
    <div className="min-h-dvh bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 pt-4 pb-12 sm:px-6 sm:pt-8">
        <button
          type="button"
          onClick={back}
          className="inline-flex min-h-11 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon name="back" className="size-5" />
          {t('history.back')}
        </button>
        <main>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">{t('history.title')}</h1>
          <p className="mt-2 text-slate-600">{t('history.description')}</p>
          <div className="mt-8 space-y-4">
            {history.isPending ? (
              <div role="status" aria-label={t('history.loading')} className="space-y-4">
                {[0, 1].map((n) => (
                  <div key={n} className="h-36 animate-pulse rounded-3xl bg-white ring-1 ring-slate-200" />
                ))}
              </div>
            ) : history.isError ? (
              <div role="alert" className="rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200">
                <p className="text-slate-700">{t('history.failed')}</p>
                <Button className="mt-4" size="small" variant="light" onClick={() => void history.refetch()}>
                  {t('history.retry')}
                </Button>
              </div>
            ) : history.data.length === 0 ? (
              <div className="flex flex-col items-center rounded-3xl bg-white p-10 text-center ring-1 ring-slate-200">
                <IconWrapper size="lg" tone="slate">
                  <Icon name="receipt" className="size-6" />
                </IconWrapper>
                <p className="mt-4 text-slate-600">{t('history.empty')}</p>
              </div>
            ) : (
              history.data.map((payment) => (
                <PaymentCard key={payment.orderId} payment={payment} onRefund={setRefundFor} />
              ))
            )}
          </div>
        </main>
        <div className="mt-12">
          <LegalLinks />
        </div>
      </div>
      <RefundModal orderId={refundFor} onClose={() => setRefundFor(null)} />
    </div>
  );
}
