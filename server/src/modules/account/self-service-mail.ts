import { plainMail, type MailMessage } from '../../providers/mail/index';

export function passwordResetMail(options: { to: string; name: string; link: string; validMinutes: number }): MailMessage {
  return plainMail({
    to: options.to,
    subject: 'Reset your Reelwright password',
    name: options.name,
    body: `Someone asked to reset the password of your Reelwright account. The link works once, for ${options.validMinutes} minutes, and signs you out everywhere.`,
    link: { href: options.link, label: 'Choose a new password' },
    footer: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  });
}

export function emailChangeConfirmMail(options: { to: string; name: string; link: string; validHours: number }): MailMessage {
  return plainMail({
    to: options.to,
    subject: 'Confirm your new email for Reelwright',
    name: options.name,
    body: `Open this link to make this address the one you sign in with. The link works for ${options.validHours} hours; until then you keep signing in with your current address.`,
    link: { href: options.link, label: 'Confirm my new email' },
    footer: "If you didn't ask for this, you can ignore this email.",
  });
}

export function emailChangeNoticeMail(options: { to: string; name: string; newEmail: string }): MailMessage {
  return plainMail({
    to: options.to,
    subject: 'Your Reelwright email is being changed',
    name: options.name,
    body: `Someone asked to change the email of your Reelwright account to ${options.newEmail}. Nothing changes until that address confirms; you keep signing in with this one.`,
    footer: "If this wasn't you, change your password now: it ends every other session.",
  });
}

export function passwordChangedMail(options: { to: string; name: string }): MailMessage {
  return plainMail({
    to: options.to,
    subject: 'Your Reelwright password was changed',
    name: options.name,
    body: 'The password of your Reelwright account was just changed, and every other signed-in device was signed out.',
    footer: "If this wasn't you, reset your password from the sign-in page at once.",
  });
}
