import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { FullScreenLoader } from '../../components/FullScreenLoader.tsx';
import { track } from '../../lib/analytics.ts';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { storage } from '../../lib/storage.ts';
import { isPlanId } from './plans.ts';

/** Where the browser keeps the order being paid, for the payment status page. */
export const ORDER_STORAGE_KEY = 'orderId';

/**
 * /signin/success/:plan?: no content of its own, it routes (accounts-and-commerce §2): premium with a quiz
 * → hub; premium without → onboarding; not premium with a plan → checkout for it; otherwise onboarding.
 */
export function SignInSuccess() {
  const { user } = useSession();
  const { plan } = useParams();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const started = useRef(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    track('signin-completed', { plan: plan ?? null });
    const onboarding = () => navigate(pathTo('onboarding'), { replace: true });
    if (user.isPremium) {
      navigate(user.quizString ? pathTo('hub') : pathTo('onboarding'), { replace: true });
      return;
    }
    if (!isPlanId(plan)) {
      onboarding();
      return;
    }
    track('checkout-opened', { plan });
    void api
      .post<{ orderId: string; link: string }>('/payment/liqpay-checkout', {
        plan,
        locale: i18n.language === 'uk' ? 'uk' : 'en',
      })
      .then(async (result) => {
        if (!result.isSuccess) {
          console.warn('Checkout failed', result.error);
          onboarding();
          return;
        }
        await storage.set(ORDER_STORAGE_KEY, result.content.orderId);
        window.location.assign(result.content.link);
      });
  }, [user, plan, navigate, i18n.language]);

  return <FullScreenLoader />;
}
