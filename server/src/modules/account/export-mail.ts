import { plainMail, type MailMessage } from '../../providers/mail/index';

export function exportReadyMail(options: { to: string; name: string; link: string; validDays: number }): MailMessage {
  return plainMail({
    to: options.to,
    subject: 'Your Reelwright data export is ready',
    name: options.name,
    body: `The copy of your Reelwright data you asked for is ready. Sign in and download it within ${options.validDays} days.`,
    link: { href: options.link, label: 'Download my data' },
  });
}
