import { adminUsersResponseSchema, type AdminUsersResponse } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import type { Role } from '@quayside/contract/roles';
import { baseApi } from '../../../lib/api/base-api';

export type UserListKind = 'company' | 'clients';
export type UserFilters = {
  kind: UserListKind;
  q?: string;
  role?: Role | undefined;
  isVerified?: boolean | undefined;
  isSuspended?: boolean | undefined;
  isDeleted?: boolean | undefined;
  take?: number;
};

export const USERS_PAGE_SIZE = 25;

const flag = (v: boolean | undefined) => (v === undefined ? {} : { value: String(v) });

/** The query string of a user list call (only the filters set). */
export function userListParams(f: UserFilters, cursor: string | null): Record<string, string | number> {
  const out: Record<string, string | number> = { take: f.take ?? USERS_PAGE_SIZE };
  if (f.q) out.q = f.q;
  if (f.role) out.role = f.role;
  for (const key of ['isVerified', 'isSuspended', 'isDeleted'] as const) {
    const v = flag(f[key]).value;
    if (v) out[key] = v;
  }
  if (cursor) out.cursor = cursor;
  return out;
}

/** GET /api/admin/users/company and /clients: pages appended with "Load more". */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsersPages: build.infiniteQuery<AdminUsersResponse, UserFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/admin/users/${queryArg.kind}`,
        params: userListParams(queryArg, pageParam),
        fallback: queryArg.kind === 'company' ? adminMessages.fallback.companyUsers : adminMessages.fallback.clientUsers,
        schema: adminUsersResponseSchema,
      }),
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useGetUsersPagesInfiniteQuery } = api;
