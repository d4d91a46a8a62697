import { randomInt, randomUUID } from 'node:crypto';
import type { GenerateOtpResult } from '@gapwise/contracts';
import { codeMail } from '../../adapters/mailer/templates.ts';
import type { Mailer } from '../../adapters/mailer/types.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimit, pruneRateCounters, type RateRule } from '../../lib/rate-limit.ts';
import { changeUser, findUserByEmail, insertUser, prunePendingUsers } from '../users/users.service.ts';
import { authError, type Locale } from './auth.errors.ts';
import { dropOtp, findOtp, pruneOtps, storeOtp } from './otp.repository.ts';
import { keyedHash } from './tokens.ts';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_MS = 20_000;
export const OTP_MAX_ATTEMPTS = 5;
const HOUR = 3600_000;
/** Pending registrations and dead codes older than this are cleaned up now and then. */
const STALE_MS = 7 * 24 * HOUR;

export interface OtpLimits {
  /** Codes one address may be sent: a resend every 20 s would allow 180 an hour, far more than needed. */
  perEmail: RateRule;
  /** Code requests from one IP, across addresses (a school behind one NAT stays well under it). */
  perIp: RateRule;
  /** Login attempts from one IP, across addresses: guessing codes for many accounts at once. */
  loginPerIp: RateRule;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  perEmail: { max: 8, windowMs: HOUR },
  perIp: { max: 100, windowMs: HOUR },
  loginPerIp: { max: 100, windowMs: 10 * 60_000 },
};

export interface OtpContext {
  db: Db;
  otpKey: Uint8Array;
  mailer: Mailer;
  supportEmail: string;
  limits: OtpLimits;
}

export const hashCode = (key: Uint8Array, email: string, code: string) => keyedHash(key, `${email}\n${code}`);

/** 5 digits, never a leading zero, so the code reads the same as a number. */
const newCode = () => String(randomInt(10_000, 100_000));

/**
 * Sends a sign-in code. An unknown e-mail needs a name (registration), which creates the pending account
 * (verified only by the code); without one the answer is AUTH_NO_USER_TRY_REGISTER.
 */
export async function requestCode(
  ctx: OtpContext,
  input: { email: string; locale: Locale; name?: string | undefined; ip: string },
  now = new Date(),
): Promise<GenerateOtpResult> {
  const { db } = ctx;
  await enforceRateLimit(db, `otp-ip:${input.ip}`, ctx.limits.perIp, now);
  await enforceRateLimit(db, `otp-email:${input.email}`, ctx.limits.perEmail, now);
  if (Math.random() < 0.01) await pruneStale(db, now).catch(() => undefined);

  let user = await findUserByEmail(db, input.email);
  if (!user) {
    if (!input.name) throw authError('AUTH_NO_USER_TRY_REGISTER', input.locale);
    user = await insertUser(db, {
      id: randomUUID(),
      email: input.email,
      name: input.name,
      locale: input.locale,
    });
  } else if (!user.verifiedAt && input.name) {
    // Whoever proves the address decides the name: an earlier, unconfirmed registration is overwritten.
    user = await changeUser(db, user.id, { name: input.name, locale: input.locale });
  }

  const code = newCode();
  const codeHash = hashCode(ctx.otpKey, input.email, code);
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  const stored = await storeOtp(db, { email: input.email, codeHash, expiresAt, sentAt: now }, OTP_RESEND_MS);
  if (!stored) {
    const last = await findOtp(db, input.email);
    const waitMs = last ? last.sentAt.getTime() + OTP_RESEND_MS - now.getTime() : OTP_RESEND_MS;
    throw authError('AUTH_RESEND_TOO_SOON', input.locale, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  const mail = codeMail({
    to: input.email,
    locale: input.locale,
    code,
    name: user.name,
    minutes: OTP_TTL_MS / 60_000,
    supportEmail: ctx.supportEmail,
  });
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    await dropOtp(db, input.email, codeHash);
    throw Object.assign(
      new AppError('SERVICE_UNAVAILABLE', 503, 'The e-mail could not be sent. Please try again.'),
      {
        cause: error,
      },
    );
  }
  return {
    email: input.email,
    expiresInSeconds: OTP_TTL_MS / 1000,
    resendAfterSeconds: OTP_RESEND_MS / 1000,
  };
}

/** Housekeeping on a sample of requests; a failure here must never fail the learner's request. */
export async function pruneStale(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - STALE_MS);
  await pruneRateCounters(db, now);
  await pruneOtps(db, before);
  await prunePendingUsers(db, before);
}
