import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { track } from '../../lib/analytics.ts';
import type { SignInModalRequest } from '../../lib/session.tsx';
import { CodeStep } from './CodeStep.tsx';
import { EmailForm } from './EmailForm.tsx';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { useEmailSignIn } from './useEmailSignIn.ts';

type View = 'login' | 'register';

/** The sign-in modal: login, registration and code views (docs/product-rules.md#sign-in). */
export function AuthModal({ request, onClose }: { request: SignInModalRequest; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [view, setView] = useState<View>(request.view ?? 'login');
  const [googleLoading, setGoogleLoading] = useState(false);
  const [noAccount, setNoAccount] = useState(false);
  const flow = useEmailSignIn({
    onNeedsRegistration: () => {
      setNoAccount(true);
      setView('register');
    },
    onSuccess: ({ user }) => {
      onClose();
      if (request.redirectTo) navigate(request.redirectTo);
      else if (request.onSuccess) request.onSuccess(user);
      else navigate(pathTo('hub.sections'));
    },
  });
  const { setEmail } = flow;

  useEffect(() => {
    track('signin-opened', { from: 'modal', view: request.view ?? 'login' });
    if (request.email) setEmail(request.email);
  }, [request, setEmail]);

  const switchTo = (next: View) => {
    flow.setError(null);
    setNoAccount(false);
    setView(next);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
          aria-describedby={undefined}
        >
          {flow.step === 'code' ? (
            <CodeStep flow={flow} heading={Dialog.Title} />
          ) : (
            <div className="space-y-5">
              <div className="space-y-1.5 pr-8">
                <Dialog.Title className="text-2xl font-bold text-slate-900">
                  {view === 'login' ? t('modal.loginTitle') : t('modal.registerTitle')}
                </Dialog.Title>
                <p className={noAccount ? 'font-medium text-amber-700' : 'text-slate-600'}>
                  {view === 'login'
                    ? t('modal.loginSubtitle')
                    : noAccount
                      ? t('errors.noUserTryRegister')
                      : t('modal.registerSubtitle')}
                </p>
              </div>
              <GoogleSignIn
                disabled={flow.pending !== null}
                onLoadingChange={setGoogleLoading}
                onSuccess={onClose}
              />
              <EmailForm
                key={view}
                flow={flow}
                mode={view}
                submitLabel={view === 'login' ? t('modal.loginSubmit') : t('modal.registerSubmit')}
                disabled={googleLoading}
              />
              <p className="text-center text-sm text-slate-600">
                {view === 'login' ? t('modal.noAccount') : t('modal.haveAccount')}{' '}
                <Button variant="link" onClick={() => switchTo(view === 'login' ? 'register' : 'login')}>
                  {view === 'login' ? t('modal.createAccount') : t('modal.logIn')}
                </Button>
              </p>
            </div>
          )}
          <Dialog.Close
            className="absolute right-4 top-4 grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('modal.close')}
          >
            <Icon name="close" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
