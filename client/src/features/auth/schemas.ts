import { z } from 'zod';
import { AUTH_MESSAGES, loginRequestSchema, registerRequestSchema } from '@common/contracts/auth';

export { loginRequestSchema as loginFormSchema };

/**
 * The sign-up form: the registration contract without `username`, which is derived from the
 * e-mail when sending. The obstacle starts empty, so an empty choice gets the spec's message
 * rather than the enum's.
 */
export const signupFormSchema = registerRequestSchema.omit({ username: true }).extend({
  primaryObstacle: z.string().min(1, AUTH_MESSAGES.obstacleRequired).pipe(registerRequestSchema.shape.primaryObstacle),
});

export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;
