import { BadgeCheck, CircleAlert, UserRound } from 'lucide-react';
import { ROLE_LABELS, normalizeRole } from '@quayside/contract/roles';
import { formatDate, formatDateTime, initialsOf } from '../../lib/format';
import { Badge } from './badge';
import { Card, CardHeader } from './card';

export type UserSummary = {
  fullName: string;
  email: string;
  role: string;
  isVerified: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  phone?: string | null;
  countryCode?: string | null;
};

/** The signed-in person's account at a glance: who, which role, verified or not, when they last signed in. */
export function UserSummaryCard({ user, title = 'Your account' }: { user: UserSummary; title?: string }) {
  const role = normalizeRole(user.role);
  const phone = user.phone ? `${user.countryCode ? `${user.countryCode} ` : ''}${user.phone}` : null;
  return (
    <Card>
      <CardHeader title={title} icon={<UserRound className="size-5" aria-hidden="true" />} />
      <div className="flex items-center gap-4 px-5 pt-5">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
        >
          {initialsOf(user.fullName)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900" data-testid="account-name">
            {user.fullName}
          </p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 px-5 py-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Role</dt>
          <dd className="mt-1">
            <Badge tone="brand">{ROLE_LABELS[role]}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">E-mail address</dt>
          <dd className="mt-1">
            {user.isVerified ? (
              <Badge tone="success">
                <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified
              </Badge>
            ) : (
              <Badge tone="warning">
                <CircleAlert className="size-3.5" aria-hidden="true" /> Not verified
              </Badge>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Last sign-in</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {formatDateTime(user.lastLoginAt, 'First sign-in')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Member since</dt>
          <dd className="mt-1 font-medium text-slate-900">{formatDate(user.createdAt)}</dd>
        </div>
        {phone ? (
          <div>
            <dt className="text-slate-500">Phone</dt>
            <dd className="mt-1 font-medium text-slate-900">{phone}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
