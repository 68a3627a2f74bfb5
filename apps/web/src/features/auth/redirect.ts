import { landingRouteFor } from '@quayside/contract/roles';

/**
 * Where to go after sign-in: the page the user wanted (`next`) when it is a dashboard page of their own role,
 * else their role's landing route. Only same-site paths are followed (no "//evil.example" or absolute URLs).
 */
export function afterSignInPath(role: string | null | undefined, next: string | null | undefined): string {
  const landing = landingRouteFor(role);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return landing;
  const path = next.split(/[?#]/)[0] ?? '';
  return path === landing || path.startsWith(`${landing}/`) ? next : landing;
}
