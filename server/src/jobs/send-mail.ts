import type { Mailer } from '../providers/mail/index';
import { mailMessageSchema } from '../providers/mail/mailer';
import { defineJob, type JobHandler } from './job-definition';

/** Mail goes out from a worker, so a slow or failing SMTP server never fails the request that asked. */
export const sendMailJob = defineJob('mail.send', mailMessageSchema, {
  retryLimit: 8,
  retryDelay: 15,
  retryBackoff: true,
});

export function sendMailHandler(mailer: Mailer): JobHandler<typeof sendMailJob.payload> {
  return { definition: sendMailJob, run: (message) => mailer.send(message) };
}
