import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const CODE_LENGTH = 5;
const PASSTHROUGH = new Set(['Tab', 'Enter', 'Escape', 'Home', 'End']);

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Called once all boxes hold a digit. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** One digit per box (docs/product-rules.md#sign-in): digits only, paste fills from the active box. */
export function CodeInput({ value, onChange, onComplete, disabled, invalid, describedBy }: Props) {
  const { t } = useTranslation('auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => (value[i] ?? '').trim());

  const focus = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  const fill = (from: number, incoming: string) => {
    // Typing into a full code (after a wrong try) starts over from that box, so it completes again
    // only once the learner has typed the rest.
    const retyping = incoming.length === 1 && digits.every((d) => d !== '');
    const next = retyping ? digits.map((d, i) => (i < from ? d : '')) : [...digits];
    let at = from;
    for (const digit of incoming.slice(0, CODE_LENGTH - from)) next[at++] = digit;
    onChange(joinSparse(next));
    focus(at);
    if (next.every((d) => d !== '')) onComplete(next.join(''));
  };

  const setAt = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(joinSparse(next));
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && digits.every((d) => d !== '')) {
      e.preventDefault();
      onComplete(digits.join(''));
      return;
    }
    if (PASSTHROUGH.has(e.key) || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      focus(index + (e.key === 'ArrowLeft' ? -1 : 1));
      return;
    }
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (digits[index]) setAt(index, '');
      else if (index > 0) {
        setAt(index - 1, '');
        focus(index - 1);
      }
      return;
    }
    if (e.key === 'Delete') {
      e.preventDefault();
      setAt(index, '');
      return;
    }
    if (/^\d$/.test(e.key)) {
      e.preventDefault();
      fill(index, e.key);
      return;
    }
    // Anything else that would type a character is refused.
    if (e.key.length === 1) e.preventDefault();
  };

  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const text = e.clipboardData.getData('text').trim();
    if (/^\d+$/.test(text)) fill(index, text);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend box would clash with the visible label
    <div
      role="group"
      aria-label={t('code.label')}
      aria-describedby={describedBy}
      className="flex justify-center gap-2 sm:gap-3"
    >
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number and order
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          value={digit}
          // Mobile keyboards and SMS/e-mail autofill arrive as input, not keys.
          onChange={(e) => {
            const typed = e.target.value.replace(/\D/g, '');
            if (typed) fill(index, typed.length > 1 && digit ? typed.replace(digit, '') || typed : typed);
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(e) => e.target.select()}
          disabled={disabled}
          // The code is what the learner came to type: the first box is ready for it.
          // biome-ignore lint/a11y/noAutofocus: focus moves here right after the learner asked for the code
          autoFocus={index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          aria-label={t('code.digit', { n: index + 1, total: CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          className={`size-12 rounded-xl border-2 bg-white text-center text-2xl font-bold text-slate-900 outline-none transition-colors focus:border-brand-600 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-400 sm:size-14 ${
            invalid ? 'border-rose-400' : 'border-slate-300'
          }`}
        />
      ))}
    </div>
  );
}

/** Keeps each digit at its box even when an earlier box is empty (a space holds the gap). */
function joinSparse(digits: string[]): string {
  const last = digits.findLastIndex((d) => d !== '');
  return digits
    .slice(0, last + 1)
    .map((d) => d || ' ')
    .join('');
}
