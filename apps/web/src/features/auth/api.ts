import type { RouteBody } from '@gapwise/contracts/constants';
import { callApi } from '../../lib/api.ts';

/** The sign-in screens' server calls (POST /api/auth/*, the section-records merge after sign-in). */

/** POST /api/auth/generate-otp: what the sign-in form sends (the contract's body, not a copy of it). */
export type CodeRequest = RouteBody<'auth.generateOtp'>;

export const requestCode = (body: CodeRequest) => callApi('auth.generateOtp', { body });

export const loginWithEmail = (email: string, code: string) =>
  callApi('auth.loginWithEmail', { body: { type: 'email', email, OTP: code } });

export const loginWithGoogle = (idToken: string) =>
  callApi('auth.loginWithSocial', { body: { type: 'social', idToken } });

/** GET /api/auth/config: Google's public client id when Google sign-in is configured, else null. */
export const authConfigQueryOptions = () => ({
  queryKey: ['auth', 'config'],
  queryFn: async () => {
    const result = await callApi('auth.config');
    return result.isSuccess ? result.content.googleClientId : null;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** POST /api/users/section-records/merge: a link's records into the account (stars are never lowered). */
export const mergeSectionRecords = (
  sectionRecords: RouteBody<'users.mergeSectionRecords'>['sectionRecords'],
) => callApi('users.mergeSectionRecords', { body: { sectionRecords } });
