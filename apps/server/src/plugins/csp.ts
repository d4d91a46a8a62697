import type { Config } from '../config.ts';

/** What Google Identity Services needs, from Google's own CSP guidance for the sign-in button. */
const GOOGLE = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

export type CspDirectives = Record<string, string[] | null>;

/**
 * The Content-Security-Policy built from the features this server has configured: the app's own origin,
 * plus exactly the origins Google sign-in (GOOGLE_CLIENT_ID) and Sentry (VITE_SENTRY_DSN) need, and
 * nothing for a feature that is off.
 */
export function cspDirectives(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'VITE_SENTRY_DSN'>): CspDirectives {
  const script = ["'self'"];
  // Swagger UI at /api/docs uses inline styles; the app itself needs nothing looser.
  const style = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const extra: CspDirectives = {};
  if (config.GOOGLE_CLIENT_ID) {
    script.push(GOOGLE.script);
    style.push(GOOGLE.style);
    extra.frameSrc = [GOOGLE.frame];
    connect.push(GOOGLE.connect);
  }
  if (config.VITE_SENTRY_DSN) {
    // Events go to the DSN's host; session replay compresses in a worker made from a blob.
    connect.push(new URL(config.VITE_SENTRY_DSN).origin);
    extra.workerSrc = ["'self'", 'blob:'];
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: script,
    styleSrc: style,
    imgSrc: ["'self'", 'data:'],
    connectSrc: connect,
    ...extra,
    // The app may be served over plain http (localhost, a private network): never force https here.
    upgradeInsecureRequests: null,
  };
}
