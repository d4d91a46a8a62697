import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { trackVisit } from './lib/analytics.ts';
import { startErrorTracing } from './lib/error-tracing.ts';
import './index.css';

void startErrorTracing();
trackVisit();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
