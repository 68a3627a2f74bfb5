import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Ban, Building2, ListChecks, Pencil, PauseCircle, PlayCircle, Receipt, ShieldCheck, Trash2, UserCog, Workflow } from 'lucide-react';
import type { AdminUser, Assignment } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { formatMoney } from '@quayside/contract/services';
import { useAppSelector } from '../../../app/store';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate, formatDateTime } from '../../../lib/format';
import { selectUser } from '../../../lib/session/session-slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetUserDashboardQuery } from '../api/get-user-dashboard';
import { AccountActionDialog, type AccountActionKind } from '../components/account-action-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { InsightPanel } from '../components/insight-panel';
import { RemoveAssignmentDialog } from '../components/remove-assignment-dialog';
import { RoleBadge, StateBadges } from '../components/user-badges';

const KIND_LABELS: Record<Assignment['kind'], string> = {
  preparer_approver: 'Preparer → approver',
  preparer_client: 'Preparer → client',
  preparer_nri: 'Preparer → NRI client',
};

/**
 * /dashboard/admin/users/{id}: one user as the admin sees them (account state and actions) and what they see
 * themselves: their companies, open tasks, invoices, and the assignments they are on either end of.
 */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const me = useAppSelector(selectUser);
  const query = useGetUserDashboardQuery(id);
  const d = query.data;
  useDocumentTitle(d ? d.user.fullName : 'User');
  const [action, setAction] = useState<AccountActionKind | null>(null);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<Assignment | null>(null);

  return (
    <>
      <Link to="/dashboard/admin/users" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All users
      </Link>
      <QueryState query={query} failure={adminMessages.fallback.dashboard}>
        {d ? (
          <>
            <UserHeader user={d.user} self={d.user.id === me?.id} onAction={setAction} onEdit={() => setEditing(true)} />
            <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
              <Card>
                <CardHeader title="Companies" icon={<Building2 className="size-5" aria-hidden="true" />} description={d.companiesHasMore ? 'The 20 newest' : undefined} />
                {d.companies.length === 0 ? (
                  <EmptyState title="No companies" description="This user reaches no company." />
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {d.companies.map((c) => (
                      <li key={c.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                        <span className="min-w-0">
                          <Link to={`/dashboard/admin/companies/${c.id}`} className="block truncate font-medium text-brand-700 hover:underline">
                            {c.name}
                          </Link>
                          <span className="block text-slate-500">
                            {c.jurisdiction} · {c.registrationNumber ?? 'No registration number yet'}
                          </span>
                        </span>
                        <Badge>{c.status}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Card>
                <CardHeader
                  title="Open tasks"
                  icon={<ListChecks className="size-5" aria-hidden="true" />}
                  description={`${d.openTaskCount} open${d.user.role === 'preparer' ? ', as the preparer responsible' : ''}`}
                />
                {d.tasks.length === 0 ? (
                  <EmptyState title="No open tasks" />
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {d.tasks.map((t) => (
                      <li key={t.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                        <span className="min-w-0">
                          <span className="block truncate font-medium text-slate-900">{t.title}</span>
                          <span className="block text-slate-500">
                            {t.companyName ?? 'No company'} · due {formatDate(t.dueDate, 'any time')}
                          </span>
                        </span>
                        <Badge tone={t.isOverdue ? 'danger' : 'neutral'}>{t.isOverdue ? 'Overdue' : t.status}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Card>
                <CardHeader title="Invoices" icon={<Receipt className="size-5" aria-hidden="true" />} description="The 10 newest" />
                {d.invoices.length === 0 ? (
                  <EmptyState title="No invoices" />
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {d.invoices.map((inv) => (
                      <li key={inv.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                        <span className="min-w-0">
                          <span className="block font-medium text-slate-900">{inv.number}</span>
                          <span className="block truncate text-slate-500">
                            {inv.companyName ?? inv.billTo.name} · {formatDate(inv.issuedAt)}
                          </span>
                        </span>
                        <span className="text-right">
                          <span className="block font-medium text-slate-900">{formatMoney(inv.totalMinor, inv.currency)}</span>
                          <Badge tone={inv.status === 'paid' ? 'success' : 'warning'}>{inv.status}</Badge>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Card>
                <CardHeader
                  title="Assignments"
                  icon={<Workflow className="size-5" aria-hidden="true" />}
                  action={
                    <Link to="/dashboard/admin/assignments" className="text-sm font-medium text-brand-700 hover:underline">
                      Assignment tree
                    </Link>
                  }
                />
                {d.assignments.length === 0 ? (
                  <EmptyState title="No assignments" description="Assign staff on the assignment tree." />
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {d.assignments.map((a) => (
                      <li key={a.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                        <span className="min-w-0">
                          <span className="block text-xs font-medium tracking-wide text-slate-500 uppercase">{KIND_LABELS[a.kind]}</span>
                          <span className="block truncate text-slate-900">
                            {a.preparer.fullName} → {a.target.fullName}
                          </span>
                        </span>
                        <Button variant="ghost" size="sm" onClick={() => setRemoving(a)} aria-label={`Remove ${a.preparer.fullName} → ${a.target.fullName}`}>
                          Remove
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </div>
            {d.user.role === 'client' || d.user.role === 'nri_client' ? <InsightPanel userId={d.user.id} name={d.user.fullName} /> : null}
            <EditUserDialog user={d.user} open={editing} onClose={() => setEditing(false)} />
            <AccountActionDialog user={action ? d.user : null} kind={action} onClose={() => setAction(null)} />
            <RemoveAssignmentDialog assignment={removing} onClose={() => setRemoving(null)} />
          </>
        ) : null}
      </QueryState>
    </>
  );
}

function UserHeader({
  user,
  self,
  onAction,
  onEdit,
}: {
  user: AdminUser;
  self: boolean;
  onAction: (kind: AccountActionKind) => void;
  onEdit: () => void;
}) {
  const live = !user.isDeleted;
  return (
    <Card>
      <CardBody className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-semibold text-slate-900">{user.fullName}</h1>
            <p className="truncate text-slate-600">{user.email}</p>
            <div className="mt-2 flex flex-wrap gap-1">
              <RoleBadge role={user.role} />
              <StateBadges user={user} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:text-right">
            <dt className="text-slate-500">Created</dt>
            <dd className="text-slate-900">{formatDate(user.createdAt)}</dd>
            <dt className="text-slate-500">Last sign-in</dt>
            <dd className="text-slate-900">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</dd>
            {user.phone ? (
              <>
                <dt className="text-slate-500">Phone</dt>
                <dd className="text-slate-900">{user.phone}</dd>
              </>
            ) : null}
            {user.deletedAt ? (
              <>
                <dt className="text-slate-500">Deleted</dt>
                <dd className="text-slate-900">{formatDate(user.deletedAt)}</dd>
              </>
            ) : null}
          </dl>
        </div>
        {user.isSuspended && user.suspensionMessage ? (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span className="font-medium">Suspension message:</span> {user.suspensionMessage}
          </p>
        ) : null}
        {live ? (
          <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            <Button variant="secondary" size="sm" onClick={onEdit} icon={<Pencil className="size-4" aria-hidden="true" />}>
              Edit details
            </Button>
            <Button variant="secondary" size="sm" disabled={self} onClick={() => onAction('role')} icon={<UserCog className="size-4" aria-hidden="true" />}>
              Change role
            </Button>
            {user.isSuspended ? (
              <Button variant="secondary" size="sm" onClick={() => onAction('unsuspend')} icon={<PlayCircle className="size-4" aria-hidden="true" />}>
                Lift the suspension
              </Button>
            ) : (
              <Button variant="secondary" size="sm" disabled={self} onClick={() => onAction('suspend')} icon={<PauseCircle className="size-4" aria-hidden="true" />}>
                Suspend
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={self}
              onClick={() => onAction('block')}
              icon={user.isBlocked ? <ShieldCheck className="size-4" aria-hidden="true" /> : <Ban className="size-4" aria-hidden="true" />}
            >
              {user.isBlocked ? 'Lift the block' : 'Block'}
            </Button>
            <Button variant="danger" size="sm" disabled={self} onClick={() => onAction('delete')} icon={<Trash2 className="size-4" aria-hidden="true" />}>
              Delete
            </Button>
            {self ? <p className="w-full text-xs text-slate-500">This is your own account: you cannot block, suspend, delete or demote yourself.</p> : null}
          </div>
        ) : (
          <p className="border-t border-slate-100 pt-4 text-sm text-slate-600">This account is deleted. Its history is kept; it cannot sign in or be changed.</p>
        )}
      </CardBody>
    </Card>
  );
}
