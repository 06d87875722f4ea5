import type { Mailer } from '../../providers/mail/index';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import type { JobHandler } from '../../jobs/job-definition';

export function sendMailHandler(mailer: Mailer): JobHandler<typeof sendMailJob.payload> {
  return { definition: sendMailJob, run: (message) => mailer.send(message) };
}
