import type { Mail } from './types.ts';

export interface CodeMailInput {
  to: string;
  locale: 'en' | 'uk';
  code: string;
  name: string;
  minutes: number;
  supportEmail: string;
}

const PRODUCT = 'Gapwise';

const TEXTS = {
  en: {
    subject: (code: string) => `${code} is your ${PRODUCT} sign-in code`,
    greeting: (name: string) => `Hello, ${name}!`,
    intro: `Here is your code to sign in to ${PRODUCT}:`,
    expiry: (minutes: number) => `It works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
    help: (support: string) => `Questions? Write to ${support}.`,
  },
  uk: {
    subject: (code: string) => `${code} — ваш код для входу в ${PRODUCT}`,
    greeting: (name: string) => `Вітаємо, ${name}!`,
    intro: `Ваш код для входу в ${PRODUCT}:`,
    expiry: (minutes: number) => `Код діє один раз і протягом ${minutes} хвилин.`,
    ignore: 'Якщо ви не запитували код, просто проігноруйте цей лист: без коду ніхто не увійде.',
    help: (support: string) => `Питання? Пишіть на ${support}.`,
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in code mail, plain text and HTML, in the learner's language. */
export function codeMail(input: CodeMailInput): Mail {
  const t = TEXTS[input.locale];
  const lines = [
    t.greeting(input.name),
    t.intro,
    input.code,
    t.expiry(input.minutes),
    t.ignore,
    t.help(input.supportEmail),
  ];
  const text = `${lines.join('\n\n')}\n\n— ${PRODUCT}\n`;
  const support = escapeHtml(input.supportEmail);
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(input.code)}</p>
<p>${escapeHtml(t.expiry(input.minutes))}</p>
<p style="color:#64748b">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.help(input.supportEmail)).replace(support, `<a href="mailto:${support}">${support}</a>`)}</p>
<p>— ${PRODUCT}</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.code), text, html };
}
