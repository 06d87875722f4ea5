import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { insertOutboxMessage } from '../../modules/mail/service';
import type { Mailer } from './mailer';

/**
 * The embedded default: nothing leaves the machine. Each message becomes a row in `mail_outbox`
 * (for admins to read) and a log line with its link, so an operator without SMTP can still
 * verify an address by hand.
 */
export function createOutboxMailer(options: { db: Database; logger: Logger }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMessage(options.db, message);
      options.logger.info({ to: message.to, subject: message.subject, link: message.link }, 'mail written to the outbox (no SMTP_URL set)');
    },
    async close() {},
  };
}
