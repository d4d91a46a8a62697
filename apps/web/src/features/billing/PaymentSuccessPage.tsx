import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Confetti } from '../../components/ui/Confetti.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useSession } from '../../lib/session.tsx';
import { PaymentShell } from './PaymentShell.tsx';
import { formatPremiumUntil } from './payment-format.ts';
import { useRefreshUser } from './useRefreshUser.ts';

/**
 * /public/payment-success: thanks, confetti and the way back to learning. It reads the user afresh and
 * thanks only a learner the server says is premium, so the page never claims a payment that was not made.
 */
export function PaymentSuccessPage() {
  const { t, i18n } = useTranslation('billing');
  const { user } = useSession();
  const refreshUser = useRefreshUser();
  const [fresh, setFresh] = useState(false);

  useEffect(() => {
    void refreshUser().finally(() => setFresh(true));
  }, [refreshUser]);

  if (!user?.isPremium) {
    if (fresh) return <Navigate to={pathTo('hub')} replace />;
    return (
      <PaymentShell label={t('paywall.homeLink')}>
        <Spinner className="size-8 text-brand-600" label={t('status.checking')} />
      </PaymentShell>
    );
  }
  const until = formatPremiumUntil(user.premiumUntil, i18n.language);
  return (
    <PaymentShell label={t('paywall.homeLink')}>
      <Confetti />
      <div className="flex justify-center">
        <span className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50">
          <Icon name="check" className="size-8" />
        </span>
      </div>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {t('success.title')}
      </h1>
      <p className="mt-3 text-slate-600">{t('success.body')}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-2xl bg-amber-100 px-3 py-1.5 text-sm font-semibold text-amber-800">
        <Icon name="sparkle" className="size-4" />
        {until ? t('success.until', { date: until }) : t('success.lifetime')}
      </p>
      <div className="mt-8 flex flex-col gap-3">
        <Button variant="primary-gradient" fullWidth to={pathTo('hub.sections')}>
          {t('success.start')}
        </Button>
        <Button variant="transparent" fullWidth to={pathTo('hub.payment-history')}>
          {t('success.history')}
        </Button>
      </div>
    </PaymentShell>
  );
}
