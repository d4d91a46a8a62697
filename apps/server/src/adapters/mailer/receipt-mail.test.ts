import { describe, expect, it } from 'vitest';
import { receiptMail } from './receipt-mail.ts';

const base = {
  to: 'oksana@example.com',
  locale: 'en' as const,
  name: 'Oksana <b>',
  orderId: 'gw-abc-1234567890',
  plan: 'lifetime-pass' as const,
  kind: 'upgrade' as const,
  amount: 6,
  currency: 'USD',
  paidAt: new Date('2026-11-26T10:15:00Z'),
  refundDue: null,
  supportEmail: 'support@gapwise.app',
  seller: { name: 'FOP Ivanenko I. I.', registration: '1234567890', address: 'Kyiv, Ukraine' },
};

describe('receiptMail', () => {
  it('names the order, the item, the amount, the date, how to ask for a refund and the seller', () => {
    const mail = receiptMail(base);
    expect(mail.subject).toBe('Your Gapwise receipt, order gw-abc-1234567890');
    expect(mail.text).toContain('Order number: gw-abc-1234567890');
    expect(mail.text).toContain('Lifetime Pass (upgrade from the 1-Year Pass)');
    expect(mail.text).toContain('Amount paid: US$6.00');
    expect(mail.text).toContain('26 November 2026');
    expect(mail.text).toContain('within 30 days: write to support@gapwise.app with the order number');
    expect(mail.text).toContain('Seller: FOP Ivanenko I. I., 1234567890, Kyiv, Ukraine');
    // The learner's name is text, never markup.
    expect(mail.html).toContain('Oksana &#60;b&#62;');
    expect(mail.html).toContain('<a href="mailto:support@gapwise.app">');
  });

  it('says a payment that bought nothing will be refunded, instead of the one-time note', () => {
    const mail = receiptMail({ ...base, refundDue: 'duplicate-payment' });
    expect(mail.text).toContain('This order was paid twice. We will refund the second payment');
    expect(mail.text).not.toContain('nothing more will be charged');
  });
});
