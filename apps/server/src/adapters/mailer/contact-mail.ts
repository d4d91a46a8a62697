import type { Mail } from './types.ts';

export interface ContactMailInput {
  id: number;
  name: string;
  email: string;
  message: string;
  locale: string;
  supportEmail: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A contact-form message forwarded to support. The sender's words go in as text only (escaped in the HTML
 * part, newlines stripped from the subject), so a message can never inject headers or markup.
 */
export function contactMail(input: ContactMailInput): Mail {
  const oneLine = input.name.replace(/[\r\n]+/g, ' ');
  const subject = `Gapwise contact #${input.id} from ${oneLine}`;
  const text = `From: ${oneLine} <${input.email}>\nLanguage: ${input.locale}\n\n${input.message}\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0f172a">
<p><strong>${escapeHtml(oneLine)}</strong> &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt; · ${escapeHtml(input.locale)}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
</body></html>`;
  return { to: input.supportEmail, replyTo: input.email, subject, text, html };
}
