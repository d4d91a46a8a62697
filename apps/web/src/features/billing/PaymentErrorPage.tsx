import type { PlanId } from '@gapwise/contracts/constants';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { useSession } from '../../lib/session.tsx';
import { fetchOrderStatus } from './api/orders.ts';
import { PaymentShell } from './PaymentShell.tsx';
import { errorCodeOf, supportMailto } from './payment-format.ts';
import { useCheckout } from './useCheckout.ts';

const REASONS = ['cancelled', 'processing', 'bank'] as const;

/**
 * /public/payment-error/:orderId: what went wrong in words (the code goes only into the mail to support),
 * what to do, "Pay again" for the same pass, and support with the order prefilled. A cancelled payment
 * says plainly that nothing was charged. If
 * the server in fact has the order paid (a late bank answer), the learner is moved on to the success page.
 */
export function PaymentErrorPage() {
  const { t } = useTranslation('billing');
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const code = errorCodeOf(params.get('code'), params.get('reason'));
  const cancelled = code === 'PAYMENT_CANCELLED';
  // When the learner saw the error: the date and time support needs to find the attempt.
  const seen = useMemo(() => new Date(), []);
  // The plan of this order, so "Pay again" reopens the same pass (and the same open order).
  const [plan, setPlan] = useState<PlanId | null>(null);
  const { loadingPlan, failed, choose } = useCheckout();

  useEffect(() => {
    if (!user || !orderId) return;
    const controller = new AbortController();
    void fetchOrderStatus(orderId, controller.signal).then((result) => {
      if (!result.isSuccess) return;
      if (result.content.payment.status === 'success' && result.content.isPremium)
        navigate(pathTo('public.payment-success'), { replace: true });
      else setPlan(result.content.payment.plan);
    });
    return () => controller.abort();
  }, [user, orderId, navigate]);

  const mailto = supportMailto(
    t('error.mailSubject', { orderId }),
    t('error.mailBody', {
      orderId,
      code,
      date: seen.toLocaleDateString('uk-UA'),
      time: seen.toLocaleTimeString('uk-UA', { hour: '2-digit', minute: '2-digit' }),
    }),
  );
  return (
    <PaymentShell label={t('paywall.homeLink')}>
      <div className="flex justify-center">
        {cancelled ? (
          <span className="grid size-16 place-items-center rounded-full bg-slate-100 text-slate-600 ring-8 ring-slate-50">
            <Icon name="back" className="size-8" />
          </span>
        ) : (
          <span className="grid size-16 place-items-center rounded-full bg-rose-100 text-rose-600 ring-8 ring-rose-50">
            <Icon name="cross" className="size-8" />
          </span>
        )}
      </div>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {cancelled ? t('cancelled.title') : t('error.title')}
      </h1>
      <p className="mt-3 text-slate-600">
        {cancelled ? t('cancelled.message') : t(`errorReasons.${code}`, { defaultValue: t('error.message') })}
      </p>
      {orderId ? (
        <p className="mt-4 font-mono text-xs text-slate-500">{t('status.order', { orderId })}</p>
      ) : null}
      {failed ? (
        <p
          role="alert"
          className="mt-4 rounded-2xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          {t('paywall.checkoutFailed')}
        </p>
      ) : null}
      {cancelled ? null : (
        <div className="mt-5 text-left">
          <p className="font-semibold text-slate-900">{t('error.reasonsTitle')}</p>
          <ul className="mt-2 space-y-1.5 text-slate-600">
            {REASONS.map((r) => (
              <li key={r} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-slate-400" />
                {t(`error.reasons.${r}`)}
              </li>
            ))}
          </ul>
          <p className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('error.tip')}
          </p>
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3">
        {plan ? (
          <Button
            variant="primary-gradient"
            fullWidth
            loading={loadingPlan === plan}
            onClick={() => void choose(plan)}
          >
            {cancelled ? t('cancelled.payAgain') : t('error.tryAgain')}
          </Button>
        ) : (
          <Button variant="primary-gradient" fullWidth to={pathTo('hub.paywall')}>
            {cancelled ? t('cancelled.otherPlan') : t('error.tryAgain')}
          </Button>
        )}
        <a
          href={mailto}
          className="inline-flex min-h-14 items-center justify-center gap-2 rounded-full bg-white px-6 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Icon name="mail" />
          {t('error.contact')}
        </a>
        <Button variant="transparent" fullWidth to={pathTo('home')}>
          {t('error.home')}
        </Button>
      </div>
    </PaymentShell>
  );
}
