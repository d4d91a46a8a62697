import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session.tsx';

const withTexts = async () => (await import('./billing-texts.ts')).loadBillingTexts();
const TariffsModal = lazy(async () => {
  const [m] = await Promise.all([import('./TariffsModal.tsx'), withTexts()]);
  return { default: m.TariffsModal };
});
const PaywallModal = lazy(async () => {
  const [m] = await Promise.all([import('./PaywallModal.tsx'), withTexts()]);
  return { default: m.PaywallModal };
});

/** `?action=` values this host applies and then removes (accounts-and-commerce §2 "Overlay query parameter"). */
const ACTIONS = { 'open-tariffs': 'tariffs', 'open-paywall': 'paywall' } as const;
type Overlay = (typeof ACTIONS)[keyof typeof ACTIONS];

/**
 * The purchase overlays of the root screen: the tariffs modal (hub 'Get Premium', `?action=open-tariffs`)
 * and the paywall modal ('go to tests', `?action=open-paywall`). They load on first use; a premium learner
 * is never shown a paywall.
 */
export function BillingOverlays() {
  const [params, setParams] = useSearchParams();
  const { status, user } = useSession();
  const [open, setOpen] = useState<Overlay | null>(null);
  const action = params.get('action');
  const ours = action !== null && action in ACTIONS;

  useEffect(() => {
    // Wait for the session, so a premium learner is known before anything opens.
    if (!ours || status === 'loading') return;
    const overlay = ACTIONS[action as keyof typeof ACTIONS];
    if (!(overlay === 'paywall' && user?.isPremium)) setOpen(overlay);
    const next = new URLSearchParams(params);
    next.delete('action');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [ours, action, status, user, params, setParams]);

  if (!open) return null;
  const close = () => setOpen(null);
  return (
    <Suspense fallback={null}>
      {open === 'tariffs' ? <TariffsModal open onClose={close} /> : <PaywallModal open onClose={close} />}
    </Suspense>
  );
}
