import type { Mailer } from '../../providers/mail/index';
import { sendMailJob } from '../definitions/send-mail';
import type { JobHandler } from '../job-definition';

export function sendMailHandler(mailer: Mailer): JobHandler<typeof sendMailJob.payload> {
  return { definition: sendMailJob, run: (message) => mailer.send(message) };
}
