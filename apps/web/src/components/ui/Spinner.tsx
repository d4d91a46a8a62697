/** A round loading indicator; labelled for screen readers unless it sits inside something already labelled. */
export function Spinner({ label, className = 'size-6' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`inline-block animate-spin rounded-full border-[3px] border-current border-r-transparent ${className}`}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
