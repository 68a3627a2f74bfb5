import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  isCommonPassword,
  loginBodySchema,
  passwordSchema,
  userSchema,
  verifyOtpBodySchema,
} from './auth';
import { authMessages } from './messages';

describe('passwordSchema', () => {
  it('accepts 8 to 128 characters that are not common', () => {
    for (const ok of ['Harbour-view-2026', 'eight ch', 'x'.repeat(128), 'correct horse battery staple']) {
      expect(passwordSchema.safeParse(ok).success).toBe(true);
    }
  });

  it('refuses short, overlong and common or breached passwords with the policy text', () => {
    for (const bad of ['short', 'x'.repeat(129), 'password1', 'PASSWORD1', '12345678', 'qwerty123', ' iloveyou ']) {
      const result = passwordSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([authMessages.errors.passwordPolicy]);
    }
    expect(isCommonPassword('Welcome123')).toBe(true);
    expect(isCommonPassword('Welcome-to-the-quay')).toBe(false);
  });

  it('applies to a new password but not to the current one', () => {
    expect(changePasswordBodySchema.safeParse({ currentPassword: 'old', newPassword: 'Lantern-quay-4471' }).success).toBe(true);
    expect(changePasswordBodySchema.safeParse({ currentPassword: 'old', newPassword: 'password1' }).success).toBe(false);
  });
});

describe('loginBodySchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(loginBodySchema.parse({ email: '  Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com');
  });

  it('explains a bad e-mail and a missing password', () => {
    const result = loginBodySchema.safeParse({ email: 'nope', password: '' });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(
      [authMessages.errors.emailInvalid, authMessages.errors.passwordRequired].sort(),
    );
  });
});

describe('verifyOtpBodySchema', () => {
  it('takes exactly 6 digits', () => {
    expect(verifyOtpBodySchema.safeParse({ email: 'a@b.co', otp: ' 012345 ' }).success).toBe(true);
    expect(verifyOtpBodySchema.safeParse({ email: 'a@b.co', otp: '12345' }).success).toBe(false);
    expect(verifyOtpBodySchema.safeParse({ email: 'a@b.co', otp: '12345a' }).success).toBe(false);
  });
});

describe('userSchema', () => {
  it('has no field for the password hash', () => {
    expect(Object.keys(userSchema.shape)).not.toContain('passwordHash');
  });
});
