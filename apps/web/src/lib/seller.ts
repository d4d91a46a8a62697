/**
 * The seller's legal details (legal name, registration number, address) that a Ukrainian buyer and
 * LiqPay expect on the site. The server writes its configured SELLER_* settings into the page
 * (`<meta name="gw-seller">`, JSON), so one setting changes the footer, offer page and paywall at once.
 */
export interface Seller {
  name?: string;
  registration?: string;
  address?: string;
}

export function readSeller(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Seller {
  const raw = doc?.querySelector<HTMLMetaElement>('meta[name="gw-seller"]')?.content;
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const pick = (key: string) =>
      typeof parsed[key] === 'string' && parsed[key] ? (parsed[key] as string) : undefined;
    const seller: Seller = {};
    const name = pick('name');
    const registration = pick('registration');
    const address = pick('address');
    if (name) seller.name = name;
    if (registration) seller.registration = registration;
    if (address) seller.address = address;
    return seller;
  } catch {
    return {};
  }
}

export const SELLER = readSeller();
