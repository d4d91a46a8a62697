import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { usePendingOrderCheck } from './usePendingOrderCheck.ts';

const withTexts = async () => (await import('./billing-texts.ts')).loadBillingTexts();
const TariffsModal = lazy(async () => {
  const [m] = await Promise.all([import('./TariffsModal.tsx'), withTexts()]);
  return { default: m.TariffsModal };
});
const PaywallModal = lazy(async () => {
  const [m] = await Promise.all([import('./PaywallModal.tsx'), withTexts()]);
  return { default: m.PaywallModal };
});

/** `?action=` values this host applies and then removes (docs/product-rules.md#overlay-query-parameters). */
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
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [open, setOpen] = useState(false);
  const action = params.get('action');
  usePendingOrderCheck();
  const ours = action !== null && Object.hasOwn(ACTIONS, action);

  useEffect(() => {
    // Wait for the session, so a premium learner is known before anything opens.
    if (!ours || status === 'loading') return;
    const wanted = ACTIONS[action as keyof typeof ACTIONS];
    if (!(wanted === 'paywall' && user?.isPremium)) {
      setOverlay(wanted);
      setOpen(true);
    }
    const next = new URLSearchParams(params);
    next.delete('action');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [ours, action, status, user, params, setParams]);

  // Kept mounted while the dialog fades out (0.3 s), then dropped.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setOverlay(null), 300);
    return () => clearTimeout(timer);
  }, [open]);

  if (!overlay) return null;
  const close = () => setOpen(false);
  return (
    <Suspense fallback={null}>
      {overlay === 'tariffs' ? (
        <TariffsModal open={open} onClose={close} />
      ) : (
        <PaywallModal open={open} onClose={close} />
      )}
    </Suspense>
  );
}
