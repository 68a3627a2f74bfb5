import {
  changePasswordResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  type ChangePasswordBody,
  type LoginBody,
  type RequestResetBody,
  type ResetPasswordBody,
  type SendOtpBody,
  type VerifyOtpBody,
} from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';

/** The /api/auth calls (part 1 section 7), each with its fallback text from the catalogue. */

export const loginRequest = (body: LoginBody) =>
  apiCall(
    (http) => http.post('/api/auth/login', body, { withCredentials: true }),
    authMessages.fallback.login,
    loginResponseSchema,
  );

/** authRedirect false: the caller (route guard, navigation bar) decides where a signed-out visitor goes. */
export const profileRequest = () =>
  apiCall(
    (http) => http.get('/api/auth/profile', { authRedirect: false }),
    authMessages.fallback.profile,
    profileResponseSchema,
  );

export const logoutRequest = () =>
  apiCall(
    (http) => http.post('/api/auth/logout', {}, { withCredentials: true, authRedirect: false }),
    authMessages.fallback.logout,
    messageResponseSchema,
  );

export const changePasswordRequest = (body: ChangePasswordBody) =>
  apiCall(
    (http) => http.post('/api/auth/change-password', body, { withCredentials: true }),
    authMessages.fallback.changePassword,
    changePasswordResponseSchema,
  );

export const requestResetRequest = (body: RequestResetBody) =>
  apiCall(
    (http) => http.post('/api/auth/request-reset', body),
    authMessages.fallback.requestReset,
    messageResponseSchema,
  );

export const resetPasswordRequest = (body: ResetPasswordBody) =>
  apiCall(
    (http) => http.post('/api/auth/reset-password', body),
    authMessages.fallback.resetPassword,
    messageResponseSchema,
  );

export const sendOtpRequest = (body: SendOtpBody) =>
  apiCall(
    (http) => http.post('/api/auth/send-otp', body),
    authMessages.fallback.sendOtp,
    messageResponseSchema,
  );

export const verifyOtpRequest = (body: VerifyOtpBody) =>
  apiCall(
    (http) => http.post('/api/auth/verify-otp', body),
    authMessages.fallback.verifyOtp,
    messageResponseSchema,
  );
