import { Bell, Briefcase, Building, Building2, CalendarClock, ChartColumn, ClipboardCheck, FileCheck2, FileSignature, FileStack, FileText, FileType2, FileUp, Files, FolderClock, Headset, History, Inbox, LayoutDashboard, ListChecks, Mail, Megaphone, MessagesSquare, Newspaper, Receipt, Scale, ScrollText, UserRound, Users, Workflow, type LucideIcon } from 'lucide-react';
import type { Role } from '@quayside/contract/roles';
import type { NavItem } from '../../lib/nav';

const home = (role: string, icon: LucideIcon = LayoutDashboard): NavItem => ({
  to: `/dashboard/${role}`,
  label: 'Overview',
  icon,
  end: true,
});

/**
 * The side navigation of each role's dashboard. Features add their pages here (one line each); the client
 * area's entries come from `clientNavItems` (composed in app/routes/dashboard.tsx).
 */
export const defaultNavByRole: Record<Role, NavItem[]> = {
  admin: [
    home('admin'),
    { to: '/dashboard/admin/users', label: 'Users', icon: Users, group: 'People' },
    { to: '/dashboard/admin/assignments', label: 'Assignments', icon: Workflow, group: 'People' },
    { to: '/dashboard/admin/documents', label: 'Document review', icon: FileCheck2, group: 'Work' },
    { to: '/dashboard/admin/companies', label: 'Companies', icon: Building, group: 'Work' },
    { to: '/dashboard/admin/incorporations', label: 'Incorporations', icon: Building2, group: 'Work' },
    { to: '/dashboard/admin/staging', label: 'Staging sessions', icon: FolderClock, group: 'Work' },
    { to: '/dashboard/admin/calendar', label: 'Calendar actions', icon: CalendarClock, group: 'Work' },
    { to: '/dashboard/admin/articles', label: 'Articles', icon: Newspaper, group: 'Work' },
    { to: '/dashboard/admin/templates', label: 'Document templates', icon: FileType2, group: 'Work' },
    { to: '/dashboard/admin/generated-documents', label: 'Generated documents', icon: Files, group: 'Work' },
    { to: '/dashboard/admin/rules', label: 'Compliance rules', icon: Scale, group: 'Platform' },
    { to: '/dashboard/admin/baseline-docs', label: 'Baseline documents', icon: ListChecks, group: 'Platform' },
    { to: '/dashboard/admin/import', label: 'Client-book import', icon: FileUp, group: 'Platform' },
    { to: '/dashboard/admin/notify', label: 'Notify all', icon: Megaphone, group: 'Messages' },
    { to: '/dashboard/admin/notifications', label: 'Notifications', icon: Bell, group: 'Messages' },
    { to: '/dashboard/admin/chats', label: 'Chats', icon: MessagesSquare, group: 'Messages' },
    { to: '/dashboard/admin/handovers', label: 'Assistant handovers', icon: Headset, group: 'Messages' },
    { to: '/dashboard/admin/contact-messages', label: 'Contact messages', icon: Inbox, group: 'Messages' },
    { to: '/dashboard/admin/job-applications', label: 'Job applications', icon: Briefcase, group: 'Messages' },
    { to: '/dashboard/admin/outbox', label: 'Mail outbox', icon: Mail, group: 'Messages' },
    { to: '/dashboard/admin/summary', label: 'Summary & metrics', icon: ChartColumn, group: 'Platform' },
    { to: '/dashboard/admin/audit-logs', label: 'Audit log', icon: ScrollText, group: 'Platform' },
  ],
  approver: [
    home('approver', ClipboardCheck),
    { to: '/dashboard/approver/queue', label: 'Review queue', icon: ListChecks },
    { to: '/dashboard/approver/history', label: 'Decisions', icon: History },
    { to: '/dashboard/approver/preparers', label: "Preparers' load", icon: Users },
    { to: '/dashboard/approver/templates', label: 'Document templates', icon: FileType2 },
    { to: '/dashboard/approver/generated-documents', label: 'Generated documents', icon: Files },
  ],
  preparer: [
    home('preparer', FileStack),
    { to: '/dashboard/preparer/companies', label: 'Clients & companies', icon: Building },
    { to: '/dashboard/preparer/templates', label: 'Document templates', icon: FileType2 },
    { to: '/dashboard/preparer/generated-documents', label: 'Generated documents', icon: Files },
    { to: '/dashboard/preparer/handovers', label: 'Assistant handovers', icon: Headset },
  ],
  client: [home('client')],
  // The NRI client's area (features/nri-area).
  nri_client: [
    home('nri'),
    { to: '/dashboard/nri/filing', label: 'Tax return', icon: FileSignature },
    { to: '/dashboard/nri/tasks', label: 'Tasks', icon: ListChecks },
    { to: '/dashboard/nri/documents', label: 'Documents', icon: FileText },
    { to: '/dashboard/nri/actions', label: 'Actions', icon: Megaphone },
    { to: '/dashboard/nri/invoices', label: 'Invoices', icon: Receipt },
    { to: '/dashboard/nri/profile', label: 'Profile', icon: UserRound },
  ],
};
