import type { RefundDue } from '@gapwise/contracts';
import type { Mail } from './types.ts';

export interface Seller {
  name?: string | undefined;
  registration?: string | undefined;
  address?: string | undefined;
}

export interface ReceiptMailInput {
  to: string;
  locale: 'en' | 'uk';
  name: string;
  orderId: string;
  plan: 'one-year-pass' | 'lifetime-pass';
  kind: 'purchase' | 'upgrade' | 'renewal';
  amount: number;
  currency: string;
  paidAt: Date;
  /** Set when this payment gave nothing and will be refunded. */
  refundDue: RefundDue | null;
  supportEmail: string;
  seller: Seller;
}

const PRODUCT = 'Gapwise';

const TEXTS = {
  en: {
    subject: (order: string) => `Your ${PRODUCT} receipt, order ${order}`,
    greeting: (name: string) => `Hello, ${name}!`,
    intro: 'Thank you for your payment. Here is your receipt:',
    order: 'Order number',
    item: 'Item',
    amount: 'Amount paid',
    date: 'Date',
    plans: {
      'one-year-pass': '1-Year Pass',
      'lifetime-pass': 'Lifetime Pass',
    },
    kinds: { purchase: '', upgrade: ' (upgrade from the 1-Year Pass)', renewal: ' (one more year)' },
    oneTime: 'A one-time payment: nothing more will be charged.',
    refundDue: {
      superseded:
        'This order had been replaced by a newer one before it was paid, so it gave no access. We will refund it in full; you need not do anything.',
      'already-held':
        'You already had this pass when the payment came, so it gave nothing new. We will refund it in full; you need not do anything.',
      'duplicate-payment':
        'This order was paid twice. We will refund the second payment in full; you need not do anything.',
    },
    refund: (support: string, order: string) =>
      `Changed your mind? You can ask for a refund within 30 days: write to ${support} with the order number ${order} and the reason.`,
    seller: 'Seller',
  },
  uk: {
    subject: (order: string) => `Квитанція ${PRODUCT}, замовлення ${order}`,
    greeting: (name: string) => `Вітаємо, ${name}!`,
    intro: 'Дякуємо за оплату. Ось ваша квитанція:',
    order: 'Номер замовлення',
    item: 'Покупка',
    amount: 'Сплачено',
    date: 'Дата',
    plans: {
      'one-year-pass': 'Доступ на 1 рік',
      'lifetime-pass': 'Довічний доступ',
    },
    kinds: { purchase: '', upgrade: ' (перехід із річного доступу)', renewal: ' (продовження ще на рік)' },
    oneTime: 'Це разовий платіж: більше нічого не списуватиметься.',
    refundDue: {
      superseded:
        'Ще до оплати це замовлення було замінене новішим, тож доступу воно не дало. Ми повернемо всю суму — нічого робити не треба.',
      'already-held':
        'На момент оплати цей доступ у вас уже був, тож нового платіж не дав. Ми повернемо всю суму — нічого робити не треба.',
      'duplicate-payment':
        'Це замовлення оплачено двічі. Другий платіж ми повернемо повністю — нічого робити не треба.',
    },
    refund: (support: string, order: string) =>
      `Передумали? Протягом 30 днів можна попросити повернення коштів: напишіть на ${support}, вкажіть номер замовлення ${order} і причину.`,
    seller: 'Продавець',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt of one paid order, plain text and HTML, in the learner's language. */
export function receiptMail(input: ReceiptMailInput): Mail {
  const t = TEXTS[input.locale];
  const tag = input.locale === 'uk' ? 'uk-UA' : 'en-GB';
  const amount = new Intl.NumberFormat(tag, { style: 'currency', currency: input.currency }).format(
    input.amount,
  );
  const date = new Intl.DateTimeFormat(tag, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(input.paidAt);
  const rows: [string, string][] = [
    [t.order, input.orderId],
    [t.item, `${PRODUCT} — ${t.plans[input.plan]}${t.kinds[input.kind]}`],
    [t.amount, amount],
    [t.date, `${date} (UTC)`],
  ];
  const seller = [input.seller.name ?? PRODUCT, input.seller.registration, input.seller.address].filter(
    (v): v is string => Boolean(v),
  );
  const notes = [
    ...(input.refundDue ? [t.refundDue[input.refundDue]] : [t.oneTime]),
    t.refund(input.supportEmail, input.orderId),
  ];
  const text = [
    t.greeting(input.name),
    t.intro,
    rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    ...notes,
    `${t.seller}: ${seller.join(', ')}`,
  ].join('\n\n');
  const support = escapeHtml(input.supportEmail);
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.intro)}</p>
<table style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#64748b">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
${notes.map((n) => `<p>${escapeHtml(n).replace(support, `<a href="mailto:${support}">${support}</a>`)}</p>`).join('\n')}
<p style="color:#64748b;font-size:13px">${escapeHtml(t.seller)}: ${escapeHtml(seller.join(', '))}</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.orderId), text: `${text}\n\n— ${PRODUCT}\n`, html };
}
