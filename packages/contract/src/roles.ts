/** Roles of part 1 section 6 / part 2 section 1. Compared case-insensitively everywhere ("Admin" is admin). */
export const ROLES = ['admin', 'approver', 'preparer', 'client', 'nri_client'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['admin', 'approver', 'preparer'];

/** Normalises any spelling of a role; unknown or missing roles become the default role, client. */
export function normalizeRole(role: string | null | undefined): Role {
  const r = (role ?? '').trim().toLowerCase();
  return (ROLES as readonly string[]).includes(r) ? (r as Role) : 'client';
}

/** True when the role (any case) is one of the allowed roles. */
export function hasRole(role: string | null | undefined, allowed: readonly Role[]): boolean {
  const r = (role ?? '').trim().toLowerCase();
  return allowed.some((a) => a === r);
}

const LANDING: Record<Role, string> = {
  admin: '/dashboard/admin',
  approver: '/dashboard/approver',
  preparer: '/dashboard/preparer',
  nri_client: '/dashboard/nri',
  client: '/dashboard/client',
};

/** Landing route by role (part 1 section 2): anything unknown goes to /dashboard/client. */
export function landingRouteFor(role: string | null | undefined): string {
  return LANDING[normalizeRole(role)];
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  approver: 'Approver',
  preparer: 'Preparer',
  client: 'Client',
  nri_client: 'NRI client',
};
