import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { authMessages } from './messages';
import { ROLES } from './roles';

/**
 * Request and response schemas of /api/auth (part 1 section 7). The API validates with them and the web
 * app's forms derive from them, so both sides agree on every field and message.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Common and breached passwords that meet the length rule but must still be refused (ASVS 5.0 L2 asks for a
 * breached-password check; a local list keeps it offline and instant). Compared case-insensitively.
 * Drawn from the most frequent entries of public breach corpora (8+ characters only).
 */
const COMMON_PASSWORDS = [
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'password1!', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'p@ssword1', 'pa$$word', 'pass1234', 'passpass', 'mypassword', 'newpassword',
  'changeme', 'changeme1', 'changeme123', 'welcome1', 'welcome12', 'welcome123', 'welcome@123', 'welcome!',
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '111111111', '1111111111',
  '00000000', '000000000', '0000000000', '88888888', '99999999', '12341234', '11223344', '87654321',
  '98765432', '987654321', '9876543210', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4', 'q1w2e3r4t5',
  'qwerty12', 'qwerty123', 'qwerty1234', 'qwertyui', 'qwertyuiop', 'qwerty123!', 'qwertyuiop123', 'asdfghjk',
  'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'zxcvbnm123', '1qaz2wsx', '1qaz2wsx3edc', 'qazwsxedc', 'zaq12wsx',
  'abcd1234', 'abcdefgh', 'abc12345', 'abc123456', 'a1b2c3d4', 'aa123456', 'iloveyou', 'iloveyou1',
  'iloveyou2', 'sunshine', 'sunshine1', 'princess', 'princess1', 'football', 'football1', 'baseball',
  'basketball', 'superman', 'batman123', 'starwars', 'trustno1', 'whatever', 'letmein1', 'letmein123',
  'computer', 'computer1', 'internet', 'michelle', 'jennifer', 'jordan23', 'liverpool', 'chelsea1',
  'arsenal1', 'manchester', '1234qwer', 'qwer1234', 'admin123', 'admin1234', 'administrator', 'adminadmin',
  'root1234', 'test1234', 'testtest', 'test12345', 'user1234', 'guest123', 'login123', 'default1',
  'secret123', 'access14', 'master123', 'mustang1', 'shadow12', 'dragon12', 'monkey123', 'charlie1',
  'samsung1', 'pokemon1', 'blink182', 'freedom1', 'qwerty12345', 'india123', 'singapore', 'singapore1',
  'summer2024', 'summer2025', 'winter2024', 'winter2025', 'spring2025', 'autumn2025', 'january2025',
  'password2024', 'password2025', 'password2026', 'welcome2024', 'welcome2025', 'welcome2026', 'company123',
  'quayside', 'quayside1', 'quayside123', 'letmeinnow', 'gfhjkmgfhjkm', 'aaaaaaaa', 'zzzzzzzz', 'qqqqqqqq',
  'asdasdasd', 'qweqweqwe', 'abcabcabc', 'loveyou1', 'lovelove', 'babygirl1', 'sweetheart', 'beautiful',
  'butterfly', 'chocolate', 'elephant', 'hello123', 'hellohello', 'helloworld', 'goodluck', 'nothing1',
  'football123', 'soccer123', 'hunter12', 'killer123', 'michael1', 'jessica1', 'ashley123', 'daniel123',
];
const COMMON_PASSWORD_SET = new Set(COMMON_PASSWORDS);

/** True when the password is on the common/breached list (case-insensitive, surrounding spaces ignored). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORD_SET.has(password.trim().toLowerCase());
}

/** The password policy: 8 to 128 characters and not a common or breached password. No composition rules. */
export const passwordSchema = z
  .string({ error: authMessages.errors.passwordPolicy })
  .min(PASSWORD_MIN_LENGTH, { error: authMessages.errors.passwordPolicy })
  .max(PASSWORD_MAX_LENGTH, { error: authMessages.errors.passwordPolicy })
  .refine((p) => !isCommonPassword(p), { error: authMessages.errors.passwordPolicy });

/** An e-mail address as typed: trimmed, compared and stored lower-case. */
export const emailSchema = z
  .string({ error: authMessages.errors.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: authMessages.errors.emailInvalid })
  .pipe(z.email({ error: authMessages.errors.emailInvalid }));

/** A password as typed at sign-in: no policy (older passwords may predate it), only sane bounds. */
const enteredPasswordSchema = z
  .string({ error: authMessages.errors.passwordRequired })
  .min(1, { error: authMessages.errors.passwordRequired })
  .max(1024, { error: authMessages.errors.passwordRequired });

export const roleSchema = z.enum(ROLES);

/** The user as the API shows it (never the password hash or internal flags). Dates are ISO strings. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: roleSchema,
  requiredChangePassword: z.boolean(),
  isVerified: z.boolean(),
  canEditProfile: z.boolean(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

export const loginBodySchema = z.object({ email: emailSchema, password: enteredPasswordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ user: userSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const refreshResponseSchema = z.object({ token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: enteredPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** "Password updated" plus the fresh access token (older tokens stop working after a change). */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const requestResetBodySchema = z.object({ email: emailSchema });
export type RequestResetBody = z.infer<typeof requestResetBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: authMessages.errors.resetLinkInvalid })
    .min(16, { error: authMessages.errors.resetLinkInvalid })
    .max(256, { error: authMessages.errors.resetLinkInvalid }),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
/**
 * The new password is set and the user is signed in, as after POST /login (user and access token here, the
 * refresh cookie set). An account that may not sign in now (suspended, blocked) gets the message alone.
 */
export const resetPasswordResponseSchema = z.object({
  message: z.string(),
  user: userSchema.optional(),
  token: z.string().optional(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

export const sendOtpBodySchema = z.object({ email: emailSchema });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

export const otpCodeSchema = z
  .string({ error: authMessages.errors.otpFormat })
  .trim()
  .regex(/^\d{6}$/, { error: authMessages.errors.otpFormat });

export const verifyOtpBodySchema = z.object({ email: emailSchema, otp: otpCodeSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/* ---------------------------- admin mail outbox ---------------------------- */

export const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: cursorParamSchema.optional(),
  /** Only mails to this address (case-insensitive). */
  to: z.string().trim().toLowerCase().max(254).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxItemSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxResponseSchema = z.object({
  items: z.array(outboxItemSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
