import { mailMessageSchema } from '../../providers/mail/mailer';
import { defineJob } from '../job-definition';

/** Mail goes out from a worker, so a slow or failing SMTP server never fails the request that asked. */
export const sendMailJob = defineJob('mail.send', mailMessageSchema, {
  retryLimit: 8,
  retryDelay: 15,
  retryBackoff: true,
});
