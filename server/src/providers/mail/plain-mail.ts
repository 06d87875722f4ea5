import { escapeHtml } from '@common/escape-html';
import type { MailMessage } from './mailer';

/** The house's short mail, as plain text and simple HTML: a greeting, one paragraph, an optional link, an optional footer. */
export function plainMail(options: {
  to: string;
  subject: string;
  name: string;
  body: string;
  link?: { href: string; label: string };
  footer?: string;
}): MailMessage {
  const { to, subject, name, body, link, footer } = options;
  const greeting = `Hi ${name},`;
  return {
    to,
    subject,
    ...(link ? { link: link.href } : {}),
    text: `${greeting}\n\n${body}\n\n${link ? `${link.href}\n` : ''}${link && footer ? '\n' : ''}${footer ? `${footer}\n` : ''}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      (link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '') +
      (footer ? `<p style="color:#666">${escapeHtml(footer)}</p>` : ''),
  };
}
