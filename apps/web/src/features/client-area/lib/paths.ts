import { routes } from '../../../app/router';
import { isAppPage } from '../../../lib/app-pages';

/** The client area's paths (children of /dashboard/client). */
export const CLIENT_BASE = '/dashboard/client';
export const clientPaths = {
  overview: CLIENT_BASE,
  documents: `${CLIENT_BASE}/documents`,
  tasks: `${CLIENT_BASE}/tasks`,
  task: (id: string) => `${CLIENT_BASE}/tasks/${encodeURIComponent(id)}`,
  actions: `${CLIENT_BASE}/actions`,
  notifications: `${CLIENT_BASE}/notifications`,
  invoices: `${CLIENT_BASE}/invoices`,
  calendar: `${CLIENT_BASE}/calendar`,
  insights: `${CLIENT_BASE}/insights`,
  company: `${CLIENT_BASE}/company`,
  chatAgents: `${CLIENT_BASE}/chat-agents`,
} as const;

/**
 * Links from the server (notifications, actions, insights) are app paths of pages that exist; anything else
 * (another site, a page not built yet) is not followed, so no link leads to "page not found".
 */
export function safeAppPath(link: string | null | undefined): string | null {
  if (!link) return null;
  return isAppPage(routes, link) ? link : null;
}
