import type { MailMessage } from '../../providers/mail/index';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The verification e-mail, as plain text and simple HTML. */
export function verificationMail(options: { to: string; name: string; link: string; validHours: number }): MailMessage {
  const { to, name, link, validHours } = options;
  const greeting = `Hi ${name},`;
  const body = `Confirm your email address to finish setting up your Reelwright account. The link works for ${validHours} hours.`;
  const ignore = "If you didn't create a Reelwright account, you can ignore this email.";
  return {
    to,
    subject: 'Confirm your email for Reelwright',
    link,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${ignore}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">Confirm my email</a></p>` +
      `<p style="color:#666">${escapeHtml(ignore)}</p>`,
  };
}
