/** 0–3 stars; filled ones in amber. Decorative text for screen readers comes from the caller. */
export function Stars({ value, size = 'text-base' }: { value: number; size?: string }) {
  return (
    <span className={`inline-flex gap-0.5 ${size}`} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <span key={i} className={i < value ? 'text-amber-400' : 'text-slate-200'}>
          ★
        </span>
      ))}
    </span>
  );
}
