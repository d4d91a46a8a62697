import type { RouteBody } from '@gapwise/contracts/constants';
import { callApi } from '../../lib/api.ts';

/** POST /api/auth/generate-otp: what the sign-in form sends (the contract's body, not a copy of it). */
export type CodeRequest = RouteBody<'auth.generateOtp'>;

export const requestCode = (body: CodeRequest) => callApi('auth.generateOtp', { body });

export const loginWithEmail = (email: string, code: string) =>
  callApi('auth.loginWithEmail', { body: { type: 'email', email, OTP: code } });
