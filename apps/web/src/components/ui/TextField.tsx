import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message shown in red under the field; marks the field invalid. */
  error?: string | null;
  /** Help under the field (shown when there is no error). */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its error and hint wired to it for screen readers. */
export function TextField({ label, value, onChange, error, hint, className = '', ...rest }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-400 outline-none transition focus:border-brand-600 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-50 ${
          error ? 'border-rose-400' : 'border-slate-300'
        }`}
        {...rest}
      />
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      ) : hint ? (
        <div id={messageId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
