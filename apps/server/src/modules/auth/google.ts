import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AppError } from '../../lib/errors.ts';
import { authError } from './auth.errors.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
  locale: string | null;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google ID token against Google's published keys (fetched from jwksUrl and cached by jose):
 * signature, issuer, audience = our client id, expiry, and a verified e-mail. Anything else is
 * AUTH_SOCIAL_INVALID_TOKEN; Google's keys being unreachable is a 503, not the learner's fault.
 */
export function googleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
  return async (idToken) => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw Object.assign(new AppError('SERVICE_UNAVAILABLE', 503, 'Google sign-in is unreachable.'), {
          cause: error,
        });
      }
      throw authError('AUTH_SOCIAL_INVALID_TOKEN');
    }
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !verified) {
      throw authError('AUTH_SOCIAL_INVALID_TOKEN');
    }
    return {
      sub: payload.sub,
      email: payload.email.trim().toLowerCase(),
      name: typeof payload.name === 'string' ? payload.name : null,
      locale: typeof payload.locale === 'string' ? payload.locale : null,
    };
  };
}
