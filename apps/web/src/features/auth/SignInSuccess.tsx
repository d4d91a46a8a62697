import { offerFor } from '@gapwise/contracts/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { FullScreenLoader } from '../../components/FullScreenLoader.tsx';
import { track } from '../../lib/analytics.ts';
import { startCheckout } from '../../lib/checkout.ts';
import { isPlanId } from '../../lib/plans.ts';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../lib/return-path.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * /signin/success/:plan?: no content of its own, it routes (docs/product-rules.md#routes-and-guards): premium
 * with a quiz → hub; premium without → onboarding; not premium with a plan → checkout for it; otherwise
 * onboarding. A visitor who came from a protected page (?next=) goes back to it instead of the hub, once
 * onboarded. A 1-Year holder with the plan of an upgrade or renewal on offer goes to checkout too.
 */
export function SignInSuccess() {
  const { user } = useSession();
  const { plan } = useParams();
  const next = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const started = useRef(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    track('signin-completed', { plan: plan ?? null });
    const onboarding = withReturnPath(pathTo('onboarding'), next);
    // A premium learner comes here with a plan only to upgrade or renew: check out if that is on offer.
    if (user.isPremium && !(isPlanId(plan) && offerFor(plan, user.premiumUntil))) {
      navigate(user.quizString ? (next ?? pathTo('hub')) : onboarding, { replace: true });
      return;
    }
    if (!isPlanId(plan)) {
      navigate(user.quizString && next ? next : onboarding, { replace: true });
      return;
    }
    void startCheckout(plan, i18n.language).then((error) => {
      // The link could not be had: the paywall shows the plans again with a retry message.
      if (error) navigate(`${pathTo('hub.paywall')}?checkout=failed`, { replace: true });
    });
  }, [user, plan, next, navigate, i18n.language]);

  return <FullScreenLoader />;
}
