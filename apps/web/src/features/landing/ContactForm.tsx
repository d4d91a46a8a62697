import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/TextField.tsx';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import { sendContact } from './api.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MAX = { name: 50, email: 50, message: 2000 } as const;
type Field = keyof typeof MAX;
type Errors = Partial<Record<Field, string>>;

/** Name, e-mail, message → POST /api/contact (stored and forwarded to support). */
export function ContactForm() {
  const { t } = useTranslation('landing');
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'limited'>('idle');

  const set = (field: Field) => (value: string) =>
    setValues((v) => ({ ...v, [field]: field === 'email' ? value.trim() : value }));

  const validate = (): Errors => {
    const found: Errors = {};
    for (const field of Object.keys(MAX) as Field[]) {
      const value = values[field].trim();
      if (!value) found[field] = t('contact.required');
      else if (value.length > MAX[field]) found[field] = t('contact.max', { max: MAX[field] });
    }
    if (!found.email && !EMAIL_RE.test(values.email)) found.email = t('contact.email');
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState('sending');
    const result = await sendContact({
      name: values.name.trim(),
      email: values.email,
      message: values.message.trim(),
    });
    if (result.isSuccess) {
      setState('sent');
      setValues({ name: '', email: '', message: '' });
    } else setState(result.error.code === 'RATE_LIMITED' ? 'limited' : 'failed');
  };

  return (
    <section id="contact" className="scroll-mt-20 px-4 pb-20 sm:px-6">
      <div className="mx-auto grid max-w-5xl gap-10 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10 md:grid-cols-5">
        <div className="md:col-span-2">
          <h2 className="text-3xl font-bold text-slate-900">{t('contact.title')}</h2>
          <p className="mt-3 text-slate-600">{t('contact.subtitle')}</p>
          <p className="mt-6 text-sm text-slate-500">{t('contact.orMail')}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </div>
        <form onSubmit={submit} noValidate className="space-y-4 md:col-span-3">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('contact.name')}
              value={values.name}
              onChange={set('name')}
              error={errors.name}
              autoComplete="name"
            />
            <TextField
              label={t('contact.emailLabel')}
              type="email"
              value={values.email}
              onChange={set('email')}
              error={errors.email}
              autoComplete="email"
            />
          </div>
          <div>
            <label htmlFor="contact-message" className="mb-1.5 block text-sm font-semibold text-slate-700">
              {t('contact.message')}
            </label>
            <textarea
              id="contact-message"
              rows={5}
              value={values.message}
              onChange={(e) => set('message')(e.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'contact-message-error' : undefined}
              className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 outline-none transition focus:border-brand-600 focus:ring-4 focus:ring-brand-100 ${errors.message ? 'border-rose-400' : 'border-slate-300'}`}
            />
            {errors.message && (
              <p id="contact-message-error" className="mt-1.5 text-sm text-rose-600">
                {errors.message}
              </p>
            )}
          </div>
          {state === 'sent' && (
            <p
              role="status"
              className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
            >
              {t('contact.sent')}
            </p>
          )}
          {(state === 'failed' || state === 'limited') && (
            <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700">
              {t(state === 'limited' ? 'contact.limited' : 'contact.failed', { email: SUPPORT_EMAIL })}
            </p>
          )}
          <button
            type="submit"
            disabled={state === 'sending'}
            className="w-full rounded-xl bg-slate-900 px-6 py-3 font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 sm:w-auto"
          >
            {state === 'sending' ? t('contact.sending') : t('contact.send')}
          </button>
        </form>
      </div>
    </section>
  );
}
