import { plainMail, type MailMessage } from '../../providers/mail/index';

/** The verification e-mail, as plain text and simple HTML. */
export function verificationMail(options: { to: string; name: string; link: string; validHours: number }): MailMessage {
  return plainMail({
    to: options.to,
    subject: 'Confirm your email for Reelwright',
    name: options.name,
    body: `Confirm your email address to finish setting up your Reelwright account. The link works for ${options.validHours} hours.`,
    link: { href: options.link, label: 'Confirm my email' },
    footer: "If you didn't create a Reelwright account, you can ignore this email.",
  });
}
