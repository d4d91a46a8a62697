import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutForm, decodeData, encodeData, sign, verify } from './liqpay.ts';

describe('LiqPay signatures', () => {
  it('matches the documented formula base64(sha1(private + data + private))', () => {
    const data = encodeData({ version: 3, public_key: 'i000', action: 'pay', amount: 8, currency: 'USD' });
    const expected = createHash('sha1').update(`secretKEY${data}secretKEY`).digest('base64');
    expect(sign('secretKEY', data)).toBe(expected);
    expect(verify('secretKEY', data, expected)).toBe(true);
  });

  it('handles a Cyrillic description and a "+" in the base64 data', () => {
    const params = { description: 'Довічний доступ — Gapwise ✓', order_id: 'o>>>?' };
    const data = encodeData(params);
    expect(data).toMatch(/\+|\//);
    expect(decodeData(data)).toEqual(params);
    const signature = sign('k', data);
    expect(verify('k', data, signature)).toBe(true);
    // Form-decoding without care turns "+" into a space: that must not verify.
    expect(verify('k', data.replace(/\+/g, ' '), signature)).toBe(false);
  });

  it('rejects forged, truncated and foreign signatures', () => {
    const { data, signature } = checkoutForm(
      { publicKey: 'pub', privateKey: 'priv', algorithm: 'sha1' },
      {
        orderId: 'o1',
        amount: 8,
        currency: 'USD',
        description: 'x',
        language: 'en',
        resultUrl: 'r',
        serverUrl: 's',
        sandbox: false,
      },
    );
    expect(verify('priv', data, signature)).toBe(true);
    expect(verify('other', data, signature)).toBe(false);
    expect(verify('priv', data, signature.slice(0, -2))).toBe(false);
    expect(verify('priv', `${data}x`, signature)).toBe(false);
  });

  it('decodes only JSON objects', () => {
    expect(decodeData('not base64 json')).toBeNull();
    expect(decodeData(Buffer.from('"str"').toString('base64'))).toBeNull();
  });
});
