import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { Spinner } from './Spinner.tsx';

/**
 * The app's one button system (there is no other): `primary` is the solid brand button of forms (sign-in),
 * `link` a text button inside copy ("Create a new account", "Back"), which takes no size.
 */
export type ButtonVariant = 'dark' | 'light' | 'transparent' | 'primary' | 'primary-gradient' | 'link';
export type ButtonSize = 'extra-small' | 'small' | 'medium' | 'big';

const VARIANTS: Record<ButtonVariant, string> = {
  dark: 'bg-slate-900 text-white hover:bg-slate-700 shadow-sm',
  light: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400',
  transparent: 'bg-transparent text-brand-700 hover:bg-brand-50',
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  'primary-gradient':
    'bg-gradient-to-r from-brand-600 to-violet-600 text-white shadow-md shadow-brand-600/25 hover:from-brand-700 hover:to-violet-700',
  link: 'text-brand-700 underline-offset-2 hover:underline disabled:text-slate-400 disabled:no-underline',
};

/** Minimum heights (docs/product-rules.md#sizes-and-timings): 32, 40, 56 and 65 px. */
const SIZES: Record<ButtonSize, string> = {
  'extra-small': 'min-h-8 px-3 text-sm gap-1.5',
  small: 'min-h-10 px-4 text-sm gap-2',
  medium: 'min-h-14 px-6 text-base gap-2',
  big: 'min-h-[65px] px-8 text-lg gap-2.5',
};

/**
 * The click goes out this long after the press, so the pressed state is seen
 * (docs/product-rules.md#sizes-and-timings).
 */
export const CLICK_DELAY_MS = 100;

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Makes the button a link to this route. */
  to?: string;
  loading?: boolean;
  fullWidth?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const buttonClass = (variant: ButtonVariant = 'dark', size: ButtonSize = 'medium', extra = '') =>
  variant === 'link'
    ? `inline font-semibold ${FOCUS} disabled:cursor-not-allowed ${VARIANTS.link} ${extra}`
    : `inline-flex select-none items-center justify-center rounded-full font-semibold transition duration-150 active:scale-[0.98] ${FOCUS} disabled:cursor-not-allowed disabled:opacity-50 disabled:active:scale-100 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;

export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  {
    variant = 'dark',
    size = 'medium',
    to,
    loading = false,
    fullWidth = false,
    disabled,
    onClick,
    className = '',
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const pending = useRef(false);
  const classes = buttonClass(variant, size, `${fullWidth ? 'w-full' : ''} ${className}`);
  if (to && !disabled && !loading) {
    return (
      <Link to={to} className={classes}>
        {children}
      </Link>
    );
  }
  const handle = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || disabled || pending.current || !onClick) return;
    pending.current = true;
    window.setTimeout(() => {
      pending.current = false;
      onClick(event);
    }, CLICK_DELAY_MS);
  };
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handle}
      className={`${classes} ${loading ? 'cursor-wait' : ''}`}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner className="size-5" />
          <span className="sr-only">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
});
