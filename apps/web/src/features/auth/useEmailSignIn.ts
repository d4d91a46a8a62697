import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identify, track } from '../../lib/analytics.ts';
import { type LoginResult, useSession } from '../../lib/session.tsx';
import { loginWithEmail, requestCode } from './api.ts';
import { type AuthMessage, authErrorMessage } from './errors.ts';
import { type FieldError, validateEmail, validateName } from './validation.ts';

export type AuthMode = 'login' | 'register';

interface Options {
  /** The server knows no such e-mail: move to registration with it (AUTH_NO_USER_TRY_REGISTER). */
  onNeedsRegistration?: (email: string) => void;
  onSuccess: (login: LoginResult) => void;
}

/** The e-mail one-time-code flow shared by the sign-in page and the sign-in modal. */
export function useEmailSignIn({ onNeedsRegistration, onSuccess }: Options) {
  const { i18n } = useTranslation();
  const session = useSession();
  const [email, storeEmail] = useState('');
  const [name, storeName] = useState('');
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [mode, setMode] = useState<AuthMode>('login');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<'code' | 'login' | null>(null);
  const [error, setError] = useState<AuthMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: FieldError; name?: FieldError }>({});
  // Editing a field retires its error: a stale "enter a full address" would hide the typo hint below it.
  const setEmail = useCallback((value: string) => {
    storeEmail(value);
    setFieldErrors((errors) => (errors.email ? { ...errors, email: undefined } : errors));
  }, []);
  const setName = useCallback((value: string) => {
    storeName(value);
    setFieldErrors((errors) => (errors.name ? { ...errors, name: undefined } : errors));
  }, []);
  const locale = i18n.language === 'uk' ? 'uk' : 'en';

  const send = async (asMode: AuthMode) => {
    setPending('code');
    const result = await requestCode({
      email,
      locale,
      ...(asMode === 'register' ? { name: name.trim() } : {}),
    });
    setPending(null);
    if (result.isSuccess) return true;
    if (result.error.code === 'AUTH_NO_USER_TRY_REGISTER' && onNeedsRegistration) {
      onNeedsRegistration(email);
      return false;
    }
    setError(authErrorMessage(result.error));
    return false;
  };

  const submitForm = async (asMode: AuthMode) => {
    if (pending) return;
    const errors = {
      email: validateEmail(email) ?? undefined,
      name: asMode === 'register' ? (validateName(name) ?? undefined) : undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.name) return;
    track('signin-started', { method: 'email', mode: asMode });
    setMode(asMode);
    if (await send(asMode)) {
      setCode('');
      setStep('code');
    }
  };

  const submitCode = async (value: string) => {
    if (pending) return;
    setPending('login');
    setError(null);
    track('auth_login_submitted', { method: 'email' });
    const result = await loginWithEmail(email, value);
    setPending(null);
    if (!result.isSuccess) {
      setError(authErrorMessage(result.error));
      return;
    }
    session.signIn(result.content);
    identify(result.content.user);
    track('auth_login_success', { method: 'email' });
    onSuccess(result.content);
  };

  const resend = async () => {
    setCode('');
    setError(null);
    return send(mode);
  };

  const back = () => {
    setStep('form');
    setCode('');
    setError(null);
  };

  return {
    email,
    setEmail,
    name,
    setName,
    step,
    code,
    setCode,
    pending,
    error,
    setError,
    fieldErrors,
    submitForm,
    submitCode,
    resend,
    back,
  };
}

export type EmailSignIn = ReturnType<typeof useEmailSignIn>;
