import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { authErrorKey } from './errors.ts';

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
