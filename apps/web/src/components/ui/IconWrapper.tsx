import type { ReactNode } from 'react';

const SIZES = { sm: 'size-8', md: 'size-10', lg: 'size-14' } as const;
const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  amber: 'bg-amber-50 text-amber-600',
  green: 'bg-emerald-50 text-emerald-600',
  red: 'bg-rose-50 text-rose-600',
  slate: 'bg-slate-100 text-slate-600',
} as const;

/** A soft coloured tile that frames an icon; decorative. */
export function IconWrapper({
  children,
  size = 'md',
  tone = 'brand',
}: {
  children: ReactNode;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-grid shrink-0 place-items-center rounded-2xl ${SIZES[size]} ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
