import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { identify, track } from '../../lib/analytics.ts';
import { useSession } from '../../lib/session.tsx';
import { authConfigQueryOptions, loginWithGoogle } from './api.ts';
import { isEmbeddedBrowser } from './embedded-browser.ts';
import { OrDivider } from './OrDivider.tsx';

interface GoogleId {
  initialize: (options: {
    client_id: string;
    callback: (r: { credential: string }) => void;
    ux_mode: 'popup';
  }) => void;
  renderButton: (el: HTMLElement, options: Record<string, unknown>) => void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

/** Where the server says whether Google sign-in is configured (its public client id, or null). */
export function useGoogleClientId(): string | null {
  const { data } = useQuery(authConfigQueryOptions());
  return data ?? null;
}

function loadScript(): Promise<void> {
  if (window.google) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Google sign-in script failed to load'));
    document.head.append(script);
  });
}

interface Props {
  disabled?: boolean;
  onLoadingChange: (loading: boolean) => void;
  onSuccess: () => void;
}

/** Google's own button when the server offers Google; nothing at all otherwise. */
export function GoogleSignIn({ disabled, onLoadingChange, onSuccess }: Props) {
  const { t, i18n } = useTranslation('auth');
  const clientId = useGoogleClientId();
  const session = useSession();
  const box = useRef<HTMLDivElement>(null);
  const embedded = isEmbeddedBrowser(navigator.userAgent);
  // Google keeps the first callback it is given, so it reads the latest props through a ref.
  const latest = useRef({ onLoadingChange, onSuccess, session });
  latest.current = { onLoadingChange, onSuccess, session };

  useEffect(() => {
    if (!clientId || embedded || !box.current) return;
    const el = box.current;
    loadScript()
      .then(() => {
        window.google?.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: async ({ credential }) => {
            const { onLoadingChange, onSuccess, session } = latest.current;
            onLoadingChange(true);
            track('signin-started', { method: 'google' });
            const result = await loginWithGoogle(credential);
            onLoadingChange(false);
            if (result.isSuccess) {
              session.signIn(result.content);
              identify(result.content.user);
              track('auth_login_success', { method: 'google' });
            } else console.warn('Google sign-in failed', result.error);
            onSuccess();
          },
        });
        window.google?.accounts.id.renderButton(el, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width: el.clientWidth || 320,
          locale: i18n.language,
        });
      })
      .catch((error) => console.warn(error));
  }, [clientId, embedded, i18n.language]);

  if (!clientId) return null;
  return (
    <>
      {embedded ? (
        <Button variant="light" fullWidth onClick={() => window.alert(t('googleEmbeddedBrowserAlert'))}>
          {t('google')}
        </Button>
      ) : (
        <div
          ref={box}
          className={`flex min-h-11 justify-center ${disabled ? 'pointer-events-none opacity-50' : ''}`}
          aria-disabled={disabled}
        />
      )}
      <OrDivider />
    </>
  );
}
