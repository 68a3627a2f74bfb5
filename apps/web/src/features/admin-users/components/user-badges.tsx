import type { AdminUser } from '@quayside/contract/admin-users';
import { ROLE_LABELS, type Role } from '@quayside/contract/roles';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const ROLE_TONES: Record<Role, BadgeTone> = {
  admin: 'danger',
  approver: 'warning',
  preparer: 'brand',
  client: 'neutral',
  nri_client: 'neutral',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}

/** The account's state: deleted, blocked, suspended, unverified, must set a password; "Active" when none. */
export function StateBadges({ user }: { user: AdminUser }) {
  const badges: Array<[BadgeTone, string]> = [];
  if (user.isDeleted) badges.push(['danger', 'Deleted']);
  if (user.isBlocked) badges.push(['danger', 'Blocked']);
  if (user.isSuspended) badges.push(['warning', 'Suspended']);
  if (!user.isVerified) badges.push(['neutral', 'Unverified']);
  if (user.requiredChangePassword && !user.isDeleted) badges.push(['neutral', 'Password not set']);
  if (badges.length === 0) badges.push(['success', 'Active']);
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map(([tone, label]) => (
        <Badge key={label} tone={tone}>
          {label}
        </Badge>
      ))}
    </span>
  );
}
