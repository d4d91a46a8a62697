import { api } from '../../lib/api-client.ts';
import type { LoginResult } from '../../lib/session.tsx';

export interface CodeRequest {
  email: string;
  locale: 'en' | 'uk';
  /** Present when registering. */
  name?: string;
}

export const requestCode = (body: CodeRequest) => api.post<unknown>('/auth/generate-otp', body);

export const loginWithEmail = (email: string, code: string) =>
  api.post<LoginResult>('/auth/login-with-email', { type: 'email', email, OTP: code });
