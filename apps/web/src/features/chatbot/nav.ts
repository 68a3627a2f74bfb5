import { Bot } from 'lucide-react';
import type { NavItem } from '../../lib/nav';

/** The chatbot's pages (the NRI, preparer and admin entries are listed in features/dashboard/nav.ts). */
export const chatbotPaths = {
  client: '/dashboard/client/assistant',
  nri: '/dashboard/nri/assistant',
  preparer: '/dashboard/preparer/handovers',
  admin: '/dashboard/admin/handovers',
} as const;

/** The client's side-navigation entry (composed after the client area's own in app/routes/dashboard.tsx). */
export const assistantNavItem = (to: string): NavItem => ({ to, label: 'Assistant', icon: Bot });
