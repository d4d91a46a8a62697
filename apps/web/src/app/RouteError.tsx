import { useState } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload.ts';

/**
 * The route error element: a screen that failed to load or to render. A chunk missing after a deploy
 * reloads the page once (the new build has it); otherwise, or if the reload did not help, a screen with a
 * button to try again, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [reloading] = useState(() => chunk && reloadOnce());
  if (reloading) return <FullScreenLoader />;
  if (!chunk) console.error(error);
  return (
    <ErrorPanel fullScreen kind={chunk ? 'update' : 'generic'} onRetry={() => window.location.reload()} />
  );
}
