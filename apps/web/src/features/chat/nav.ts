import { lazy } from 'react';
import { MessageCircle } from 'lucide-react';
import type { Role } from '@quayside/contract/roles';
import type { NavItem } from '../../lib/nav';

const AREA: Record<Role, string> = { admin: 'admin', approver: 'approver', preparer: 'preparer', client: 'client', nri_client: 'nri' };

/** Lazy: the badge brings the chat api and the socket client with it. */
const ChatUnreadBadge = lazy(async () => ({ default: (await import('./components/chat-unread-badge')).ChatUnreadBadge }));

/** The "Messages" entry of a role's side navigation, with its live unread count. */
export function chatNavItem(role: Role): NavItem {
  return { to: `/dashboard/${AREA[role]}/messages`, label: 'Messages', icon: MessageCircle, badge: ChatUnreadBadge, ...(role === 'admin' ? { group: 'Messages' } : {}) };
}

/** A role's navigation with "Messages" added: after the first entries, or in the admin's Messages group. */
export function withChatNav(role: Role, items: NavItem[]): NavItem[] {
  const entry = chatNavItem(role);
  const at = role === 'admin' ? items.findIndex((i) => i.group === 'Messages') : Math.min(items.length, role === 'client' ? 5 : 1);
  const index = at < 0 ? items.length : at;
  return [...items.slice(0, index), entry, ...items.slice(index)];
}
