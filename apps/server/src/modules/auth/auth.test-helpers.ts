import type { App } from '../../app.ts';

/** Test-only helpers for driving the accounts API from outside, as the web app does. */

export const post = (app: App, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, ...(payload ? { payload } : {}), headers });

/** The newest code mailed to an address, read from the dev outbox as a learner reads their mail. */
export async function readCode(app: App, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const [mail] = res.json().content as { text: string }[];
  const code = mail?.text.match(/\b(\d{5})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The refresh cookie's value from a response's Set-Cookie. */
export function refreshCookie(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === 'gapwise_refresh')?.value;
}

/** Registers an address and signs in with the mailed code; answers the login response. */
export async function register(app: App, email: string, name = 'Olena') {
  const sent = await post(app, '/auth/generate-otp', { email, name, locale: 'en' });
  if (sent.statusCode !== 200) throw new Error(`generate-otp: ${sent.body}`);
  const code = await readCode(app, email);
  return post(app, '/auth/login-with-email', { email, OTP: code, type: 'email' });
}
