import { z } from 'zod';

/** One message; `link` is the action it carries (e.g. the verification link), logged by the outbox. */
export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string().min(1),
  html: z.string().optional(),
  link: z.url().optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** The mail port: the outbox by default, SMTP when SMTP_URL is set. */
export type Mailer = {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};
