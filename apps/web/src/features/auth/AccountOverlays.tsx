import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { identify } from '../../lib/analytics.ts';
import { onSignInModalRequest, type SignInModalRequest, useSession } from '../../lib/session.tsx';
import { mergePendingRecords, rememberPendingRecords } from './pending-records.ts';

// Each modal arrives with the sign-in texts (features/auth/auth-texts.ts): neither is on the landing page,
// nor is the texts' loader.
const loadAuthTexts = () => import('./auth-texts.ts').then((m) => m.loadAuthTexts());
const AuthModal = lazy(async () => {
  const [m] = await Promise.all([import('./AuthModal.tsx'), loadAuthTexts()]);
  return { default: m.AuthModal };
});
const WelcomeModal = lazy(async () => {
  const [m] = await Promise.all([import('./WelcomeModal.tsx'), loadAuthTexts()]);
  return { default: m.WelcomeModal };
});

/** Query parameters this host applies and then removes (docs/product-rules.md#overlay-query-parameters). */
const OWN_ACTIONS = ['open-login', 'open-registration', 'welcome'];

/**
 * The account overlays of the root screen: the sign-in modal and the welcome modal, opened by `?action=`,
 * by `openSignInModal()`, and the merge of `sectionRecords` after sign-in. The modals load on first use.
 */
export function AccountOverlays() {
  const [params, setParams] = useSearchParams();
  const { status, user, setUser } = useSession();
  const [modal, setModal] = useState<SignInModalRequest | null>(null);
  const [welcome, setWelcome] = useState(false);

  useEffect(() => onSignInModalRequest(setModal), []);

  // Events carry who the learner is from sign-in (or a restored session) until logout.
  useEffect(() => identify(user), [user]);

  useEffect(() => {
    const action = params.get('action');
    const email = params.get('email');
    const records = params.get('sectionRecords');
    const ours = action !== null && OWN_ACTIONS.includes(action);
    if (!ours && email === null && records === null) return;
    if (action === 'open-login' || action === 'open-registration' || (email && !action)) {
      setModal({ view: action === 'open-login' ? 'login' : 'register', ...(email ? { email } : {}) });
    }
    if (action === 'welcome') setWelcome(true);
    if (records) rememberPendingRecords(records);
    const next = new URLSearchParams(params);
    for (const name of ['email', 'sectionRecords', ...(ours ? ['action'] : [])]) next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  useEffect(() => {
    if (status !== 'signed-in') return;
    void mergePendingRecords().then((user) => user && setUser(user));
    // Mistakes made before signing in join the account's review schedule (its own chunk: not on landing).
    void import('../../lib/visitor-mistakes.ts').then((m) => m.mergeVisitorMistakes()).catch(() => undefined);
  }, [status, setUser]);

  const signedIn = status === 'signed-in';
  return (
    <Suspense fallback={null}>
      {modal && !signedIn && <AuthModal request={modal} onClose={() => setModal(null)} />}
      {welcome && <WelcomeModal onClose={() => setWelcome(false)} />}
    </Suspense>
  );
}
