/** The mark and the name. The mark is its own SVG (brand colours, not an icon of ui/Icon), as charts are. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight text-slate-900 ${className}`}>
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#4f46e5" />
        <path d="M16 42h32" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeDasharray="6 5" />
        <path
          d="M22 32l8-14 8 14"
          fill="none"
          stroke="#c7d2fe"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-xl">Gapwise</span>
    </span>
  );
}
