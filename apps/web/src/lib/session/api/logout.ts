import { messageResponseSchema, type MessageResponse } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../api/base-api';

/** POST /api/auth/logout: the server revokes the refresh family and clears the cookie. */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<MessageResponse, void>({
      query: () => ({
        url: '/api/auth/logout',
        method: 'POST',
        body: {},
        fallback: authMessages.fallback.logout,
        schema: messageResponseSchema,
        config: { withCredentials: true, authRedirect: false },
      }),
    }),
  }),
});
