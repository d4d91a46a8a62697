import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from '../../components/ui/ButtonSpinner.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { primaryButton } from './styles.ts';
import type { AuthMode, EmailSignIn } from './useEmailSignIn.ts';
import { cleanEmail, cleanName, type FieldError, suggestEmail } from './validation.ts';

interface Props {
  flow: EmailSignIn;
  mode: AuthMode;
  submitLabel: string;
  /** Another sign-in method is running. */
  disabled?: boolean;
}

/** Name (registration only) and e-mail, with the typo hint and the catalogue's messages. */
export function EmailForm({ flow, mode, submitLabel, disabled }: Props) {
  const { t } = useTranslation('auth');
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
          disabled={busy}
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
        disabled={busy}
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
          {t(flow.error)}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={busy || disabled || flow.email === ''}>
        {busy && <ButtonSpinner />}
        {submitLabel}
      </button>
    </form>
  );
}
