import {
  changePasswordResponseSchema,
  type ChangePasswordBody,
  type ChangePasswordResponse,
} from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../api/base-api';

/** POST /api/auth/change-password: "Password updated" and a fresh token (the other sessions end). */
export const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordBody>({
      query: (body) => ({
        url: '/api/auth/change-password',
        method: 'POST',
        body,
        fallback: authMessages.fallback.changePassword,
        schema: changePasswordResponseSchema,
        config: { withCredentials: true },
      }),
    }),
  }),
});
