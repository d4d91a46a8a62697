import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { trackVisit } from './lib/analytics.ts';
import { startErrorTracing } from './lib/error-tracing.ts';
import { legacyKeys } from './lib/storage.ts';
import './index.css';

void startErrorTracing();
trackVisit();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const start = (container: HTMLElement) =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// Entries left by the old encrypted storage are made plain once, before anything reads them; the
// migration's code is fetched only by a browser that still has such an entry.
if (legacyKeys().length > 0) {
  void import('./lib/storage-legacy.ts')
    .then((legacy) => legacy.migrateLegacyStorage())
    .catch(() => undefined)
    .finally(() => start(root));
} else start(root);
