import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mailer';

/**
 * The embedded default: nothing leaves the machine. Each message becomes a row in `mail_outbox`
 * (for admins to read) and a log line with its link, so an operator without SMTP can still
 * verify an address by hand. The row is written by the mail module (`writeOutbox`, given by the
 * composition root), so this adapter imports no module.
 */
export function createOutboxMailer(options: { writeOutbox: (message: MailMessage) => Promise<void>; logger: Logger }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await options.writeOutbox(message);
      options.logger.info({ to: message.to, subject: message.subject, link: message.link }, 'mail written to the outbox (no SMTP_URL set)');
    },
    async close() {},
  };
}
