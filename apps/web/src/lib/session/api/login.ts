import { loginResponseSchema, type LoginBody, type LoginResponse } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../api/base-api';

/** POST /api/auth/login: the user and an access token; the server sets the refresh cookie. */
export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({
        url: '/api/auth/login',
        method: 'POST',
        body,
        fallback: authMessages.fallback.login,
        schema: loginResponseSchema,
        config: { withCredentials: true },
      }),
    }),
  }),
});
