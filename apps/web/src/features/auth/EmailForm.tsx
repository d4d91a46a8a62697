import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import type { AuthMode, EmailSignIn } from './useEmailSignIn.ts';
import { cleanEmail, cleanName, type FieldError, suggestEmail } from './validation.ts';

interface Props {
  flow: EmailSignIn;
  mode: AuthMode;
  submitLabel: string;
  /** Another sign-in method is running. */
  disabled?: boolean;
  /** Focus the e-mail field on arrival (the sign-in page, where typing it is the one thing to do). */
  autoFocus?: boolean;
}

/** Name (registration only) and e-mail, with the typo hint and the catalogue's messages. */
export function EmailForm({ flow, mode, submitLabel, disabled, autoFocus = false }: Props) {
  const { t } = useTranslation('auth');
  const nameField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  // Registration (also after an unknown e-mail) asks for the name next: focus goes there, not to the
  // page body; on the sign-in page the e-mail field is ready for typing.
  useEffect(() => {
    if (mode === 'register') nameField.current?.focus();
    else if (autoFocus) emailField.current?.focus();
  }, [mode, autoFocus]);
  const fieldMessage = (error?: FieldError) => (error ? t(error.key, error.values) : null);
  const suggestion = suggestEmail(flow.email);
  const busy = flow.pending === 'code';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void flow.submitForm(mode);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {mode === 'register' && (
        <TextField
          label={t('fields.name')}
          value={flow.name}
          onChange={(v) => flow.setName(cleanName(v))}
          error={fieldMessage(flow.fieldErrors.name)}
          autoComplete="name"
          maxLength={60}
          readOnly={busy}
          ref={nameField}
        />
      )}
      <TextField
        label={t('fields.email')}
        type="email"
        value={flow.email}
        onChange={(v) => flow.setEmail(cleanEmail(v))}
        error={fieldMessage(flow.fieldErrors.email)}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
        inputMode="email"
        maxLength={60}
        readOnly={busy}
        ref={emailField}
        hint={
          suggestion ? (
            <span>
              {t('typo.prefix')}{' '}
              <button
                type="button"
                className="font-semibold text-brand-700 underline underline-offset-2"
                onClick={() => flow.setEmail(suggestion)}
              >
                {suggestion}
              </button>
              ?
            </span>
          ) : null
        }
      />
      {flow.error && flow.step === 'form' && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700">
          {t(flow.error.key, flow.error.values)}
        </p>
      )}
      {/* Busy is aria-disabled, not disabled: a disabled button would drop keyboard focus to the page. */}
      <Button
        type="submit"
        variant="primary"
        fullWidth
        loading={busy}
        disabled={disabled || flow.email === ''}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
