import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage } from './mailer';
export { plainMail } from './plain-mail';

/** Configuration picks the adapter: SMTP_URL means SMTP, otherwise the outbox. */
export function createMailer(options: { config: Config; writeOutbox: (message: MailMessage) => Promise<void>; logger: Logger }): Mailer {
  const { config } = options;
  return config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }) : createOutboxMailer(options);
}
