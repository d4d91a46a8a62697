/** Shown before the locale and the session are known. No text: the language is not decided yet. */
export function FullScreenLoader() {
  return (
    <div className="fixed inset-0 grid place-items-center bg-white" role="status" aria-label="Loading">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
    </div>
  );
}
