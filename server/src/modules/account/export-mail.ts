import type { MailMessage } from '../../providers/mail/index';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function exportReadyMail(options: { to: string; name: string; link: string; validDays: number }): MailMessage {
  const greeting = `Hi ${options.name},`;
  const body = `The copy of your Reelwright data you asked for is ready. Sign in and download it within ${options.validDays} days.`;
  return {
    to: options.to,
    subject: 'Your Reelwright data export is ready',
    link: options.link,
    text: `${greeting}\n\n${body}\n\n${options.link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(options.link)}">Download my data</a></p>`,
  };
}
