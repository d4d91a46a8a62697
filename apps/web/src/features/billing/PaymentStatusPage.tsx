import type { RefundDue } from '@gapwise/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { clearPendingOrder } from '../../lib/checkout.ts';
import { fetchOrderStatus } from './api/orders.ts';
import { PaymentShell } from './PaymentShell.tsx';
import { SUPPORT_EMAIL } from './payment-format.ts';
import { nextStep } from './payment-polling.ts';
import { RefundDueNotice } from './RefundDueNotice.tsx';
import { useRefreshUser } from './useRefreshUser.ts';

/**
 * /public/payment-status/:orderId, where the payment page sends the learner back. It asks the server until
 * the order settles (the server, not this page, decides whether it was paid), then shows success or error;
 * after a minute it stops asking and offers a re-check.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation('billing');
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [timedOut, setTimedOut] = useState(false);
  const [refund, setRefund] = useState<RefundDue | null>(null);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the polling on 'check again'.
  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await fetchOrderStatus(orderId, controller.signal);
      if (controller.signal.aborted) return;
      const step = nextStep(
        result.isSuccess
          ? {
              status: result.content.payment.status,
              isPremium: result.content.isPremium,
              refundDue: result.content.payment.refundDue,
            }
          : { error: result.error.code },
        Date.now() - started,
      );
      if (step.kind === 'wait') timer = setTimeout(() => void poll(), step.delayMs);
      else if (step.kind === 'timeout') setTimedOut(true);
      else if (step.kind === 'refund-due') {
        clearPendingOrder();
        await refreshUser();
        if (!controller.signal.aborted) setRefund(step.reason);
      } else if (step.kind === 'success') {
        clearPendingOrder();
        await refreshUser();
        if (!controller.signal.aborted) navigate(pathTo('public.payment-success'), { replace: true });
      } else {
        clearPendingOrder();
        navigate(`${pathTo('public.payment-error', { orderId })}?code=${step.code}`, { replace: true });
      }
    };
    setTimedOut(false);
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, navigate, refreshUser, round]);

  return (
    <PaymentShell label={t('paywall.homeLink')}>
      {refund ? (
        <RefundDueNotice reason={refund} orderId={orderId} />
      ) : timedOut ? (
        <>
          <div className="flex justify-center">
            <IconWrapper size="lg" tone="amber">
              <Icon name="history" className="size-7" />
            </IconWrapper>
          </div>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
            {t('status.timeoutTitle')}
          </h1>
          <p className="mt-3 text-slate-600">{t('status.timeout')}</p>
          <p className="mt-3 font-mono text-xs text-slate-500">{t('status.order', { orderId })}</p>
          <div className="mt-6 flex flex-col gap-3">
            <Button variant="primary-gradient" fullWidth onClick={() => setRound((n) => n + 1)}>
              {t('status.checkAgain')}
            </Button>
            <a
              href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('error.mailSubject', { orderId }))}`}
              className="inline-flex min-h-12 items-center justify-center rounded-full font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('error.contact')}
            </a>
          </div>
        </>
      ) : (
        <div role="status" aria-live="polite">
          <div className="flex justify-center">
            <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
              <Spinner className="size-8" />
            </span>
          </div>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
            {t('status.checkingTitle')}
          </h1>
          <p className="mt-3 text-slate-600">{t('status.checking')}</p>
        </div>
      )}
    </PaymentShell>
  );
}
