import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few unrelated words is strong and easy to remember; common passwords are refused.`;

/** A new password typed twice; the second must match (checked here, the server checks the policy too). */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: authMessages.errors.passwordMismatch,
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
