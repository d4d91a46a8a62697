import { offerFor, type PlanId } from '@gapwise/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { startCheckout } from '../../lib/checkout.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * Buying from a pricing block (docs/product-rules.md#pricing-and-payments): the chosen card spins while the
 * link is fetched; a learner with nothing left to buy goes to the hub instead (a 1-Year holder may still
 * upgrade or renew); a failure clears the spinner and says so.
 */
export function useCheckout({ onPremium }: { onPremium?: () => void } = {}) {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [loadingPlan, setLoadingPlan] = useState<PlanId | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (plan: PlanId) => {
    if (loadingPlan) return;
    // Nothing left to buy for this plan (a Lifetime holder, or a 1-Year holder before renewal opens).
    if (user && !offerFor(plan, user.premiumUntil)) {
      onPremium?.();
      navigate(pathTo('hub.sections'));
      return;
    }
    setFailed(false);
    setLoadingPlan(plan);
    const error = await startCheckout(plan, i18n.language);
    // On success the browser is leaving for the payment page: keep the spinner until it does.
    if (error) {
      setLoadingPlan(null);
      setFailed(true);
    }
  };

  return { loadingPlan, failed, choose };
}
