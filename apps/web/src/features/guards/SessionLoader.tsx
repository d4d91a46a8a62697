import { useEffect, useState } from 'react';
import { FullScreenLoader } from '../../components/FullScreenLoader.tsx';

const FADE_MS = 500;

/** The full-screen loader of the initial authorization check; once done it fades out over 0.5 s. */
export function SessionLoader({ done = false }: { done?: boolean }) {
  const [shown, setShown] = useState(!done);
  const [wasLoading] = useState(!done);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setShown(false), FADE_MS);
    return () => clearTimeout(timer);
  }, [done]);
  if (!wasLoading && done) return null;
  if (!shown) return null;
  return (
    <div
      className={`fixed inset-0 z-50 transition-opacity duration-500 ${done ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
    >
      <FullScreenLoader />
    </div>
  );
}
