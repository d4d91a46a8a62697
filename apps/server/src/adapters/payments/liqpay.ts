import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * LiqPay API v3 signing: data = base64(JSON), signature = base64(sha1(private_key + data + private_key)).
 * Verification runs on the exact `data` string as received, before anything reads it.
 */
export function encodeData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

export function sign(privateKey: string, data: string, algorithm: 'sha1' | 'sha3-256' = 'sha1'): string {
  return createHash(algorithm)
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');
}

export function verify(
  privateKey: string,
  data: string,
  signature: string,
  algorithm: 'sha1' | 'sha3-256' = 'sha1',
): boolean {
  const expected = Buffer.from(sign(privateKey, data, algorithm));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function decodeData(data: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface LiqpayKeys {
  publicKey: string;
  privateKey: string;
  algorithm: 'sha1' | 'sha3-256';
}

export interface CheckoutParams {
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  language: 'en' | 'uk';
  resultUrl: string;
  serverUrl: string;
  sandbox: boolean;
}

export function checkoutForm(keys: LiqpayKeys, p: CheckoutParams): { data: string; signature: string } {
  const data = encodeData({
    version: 3,
    public_key: keys.publicKey,
    action: 'pay',
    amount: p.amount,
    currency: p.currency,
    description: p.description,
    order_id: p.orderId,
    language: p.language,
    result_url: p.resultUrl,
    server_url: p.serverUrl,
    ...(p.sandbox ? { sandbox: 1 } : {}),
  });
  return { data, signature: sign(keys.privateKey, data, keys.algorithm) };
}

/** Asks LiqPay for an order's status (POST {base}/api/request). */
export async function requestStatus(
  baseUrl: string,
  keys: LiqpayKeys,
  orderId: string,
): Promise<{ data: string; signature: string; body: Record<string, unknown> }> {
  const data = encodeData({ action: 'status', version: 3, public_key: keys.publicKey, order_id: orderId });
  const signature = sign(keys.privateKey, data, keys.algorithm);
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/api/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data, signature }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`LiqPay status answered ${res.status}`);
  const body = (await res.json()) as Record<string, unknown>;
  return { data, signature, body };
}
