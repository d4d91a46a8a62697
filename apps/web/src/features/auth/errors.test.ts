import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { authErrorKey, authErrorMessage } from './errors.ts';

describe('authErrorKey', () => {
  it('maps the catalogue codes to messages in both languages', () => {
    initI18n('en');
    const key = authErrorKey({ code: 'AUTH_INVALID_OPT', message: 'x' });
    expect(i18n.t(key, { ns: 'auth' })).toBe('The code is wrong. Check what you entered.');
    expect(i18n.t(key, { ns: 'auth', lng: 'uk' })).toBe('Код неправильний. Перевірте, що ви ввели.');
    expect(authErrorKey({ code: 'AUTH_OTP_EXPIRED', message: '' })).toBe('errors.codeExpired');
    expect(authErrorKey({ code: 'AUTH_TOO_MANY_ATTEMPTS', message: '' })).toBe('errors.tooManyAttempts');
  });

  it('falls back to the generic message, and to "Unknown error" without an error', () => {
    expect(authErrorKey({ code: 'INTERNAL_ERROR', message: 'boom' })).toBe('errors.generic');
    expect(authErrorKey(null)).toBe('errors.unknown');
  });
});

describe('authErrorMessage', () => {
  const say = (lng: 'en' | 'uk', retryAfterSeconds?: number) => {
    initI18n('en');
    const m = authErrorMessage({ code: 'RATE_LIMITED', message: '', retryAfterSeconds });
    return i18n.t(m.key, { ns: 'auth', lng, ...m.values });
  };

  it('says the real wait of a rate limit, not "a minute"', () => {
    expect(say('en', 1740)).toBe('Too many requests. Please try again in 29 minutes.');
    expect(say('en', 61)).toBe('Too many requests. Please try again in 2 minutes.');
    expect(say('en', 60)).toBe('Too many requests. Please try again in 1 minute.');
    expect(say('en', 45)).toBe('Too many requests. Please try again in 45 seconds.');
    expect(say('uk', 1740)).toBe('Забагато запитів. Спробуйте знову через 29 хвилин.');
    expect(say('uk', 180)).toBe('Забагато запитів. Спробуйте знову через 3 хвилини.');
    expect(say('uk', 21 * 60)).toBe('Забагато запитів. Спробуйте знову через 21 хвилину.');
  });

  it('promises no particular wait when the server gave none', () => {
    expect(say('en')).toBe('Too many requests. Please try again a little later.');
    expect(authErrorMessage({ code: 'AUTH_INVALID_OPT', message: '', retryAfterSeconds: 30 })).toEqual({
      key: 'errors.invalidCode',
    });
  });
});
