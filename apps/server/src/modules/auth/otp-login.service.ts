import type { Db } from '../../db/client.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { findUserByEmail, type UserRow } from '../users/users.service.ts';
import { authError, type Locale } from './auth.errors.ts';
import { consumeOtp, countWrongAttempt, findOtp } from './otp.repository.ts';
import { hashCode, OTP_MAX_ATTEMPTS, type OtpContext } from './otp.service.ts';
import { sameHash } from './tokens.ts';

/**
 * Checks a code and answers the user it signs in. Each wrong try is counted in the database; the fifth
 * kills the code, after which even the right one is refused. A used code never works again.
 */
export async function verifyCode(
  ctx: Pick<OtpContext, 'db' | 'otpKey' | 'limits'>,
  input: { email: string; code: string; ip: string; locale: Locale },
  now = new Date(),
): Promise<UserRow> {
  const db: Db = ctx.db;
  const { locale } = input;
  await enforceRateLimit(db, `login-ip:${input.ip}`, ctx.limits.loginPerIp, now);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw authError('AUTH_NO_USER', locale);
  const otp = await findOtp(db, input.email);
  if (!otp || otp.usedAt) throw authError('AUTH_INVALID_OPT', locale);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw authError('AUTH_TOO_MANY_ATTEMPTS', locale);
  if (otp.expiresAt <= now) throw authError('AUTH_OTP_EXPIRED', locale);

  if (!sameHash(hashCode(ctx.otpKey, input.email, input.code), otp.codeHash)) {
    const attempts = await countWrongAttempt(db, input.email, otp.codeHash);
    if (attempts !== null && attempts >= OTP_MAX_ATTEMPTS) throw authError('AUTH_TOO_MANY_ATTEMPTS', locale);
    throw authError('AUTH_INVALID_OPT', locale);
  }
  if (!(await consumeOtp(db, otp, OTP_MAX_ATTEMPTS, now))) throw authError('AUTH_INVALID_OPT', locale);
  return user;
}
