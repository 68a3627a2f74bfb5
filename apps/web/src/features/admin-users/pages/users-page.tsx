import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UserPlus, Users, X } from 'lucide-react';
import { CLIENT_USER_ROLES, COMPANY_USER_ROLES, type AdminUser } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { ROLE_LABELS, type Role } from '@quayside/contract/roles';
import { useAppSelector } from '../../../app/store';
import { FilterSelect } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import { formatDate, formatRelative } from '../../../lib/format';
import { selectUser } from '../../../lib/session/session-slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetUsersPagesInfiniteQuery, type UserListKind } from '../api/get-users-pages';
import { AccountActionDialog, type AccountActionKind } from '../components/account-action-dialog';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UserActionsMenu } from '../components/user-actions-menu';
import { RoleBadge, StateBadges } from '../components/user-badges';

type Tri = 'any' | 'true' | 'false';
const triOf = (v: string | null, fallback: Tri = 'any'): Tri => (v === 'true' || v === 'false' || v === 'any' ? v : fallback);
const flagOf = (v: Tri) => (v === 'any' ? undefined : v === 'true');

const LISTS: Record<UserListKind, { label: string; roles: readonly Role[]; failure: string }> = {
  company: { label: 'Staff', roles: COMPANY_USER_ROLES, failure: adminMessages.fallback.companyUsers },
  clients: { label: 'Clients', roles: CLIENT_USER_ROLES, failure: adminMessages.fallback.clientUsers },
};

/**
 * /dashboard/admin/users: the firm's staff (preparers, approvers, admins) and its clients (clients, NRI clients)
 * in two lists, searchable by name or e-mail and filtered by role and account state, newest first with
 * "Show more". The filters live in the URL. Each row opens the user or runs an account action after a
 * confirmation. Deleted accounts are hidden unless asked for.
 */
export function UsersPage() {
  useDocumentTitle('Users');
  const me = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const kind: UserListKind = params.get('list') === 'clients' ? 'clients' : 'company';
  const q = params.get('q')?.trim() ?? '';
  const roleParam = params.get('role') as Role | null;
  const role = roleParam && LISTS[kind].roles.includes(roleParam) ? roleParam : undefined;
  const verified = triOf(params.get('verified'));
  const suspended = triOf(params.get('suspended'));
  const deleted = triOf(params.get('deleted'), 'false');
  const [draft, setDraft] = useState(q);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ user: AdminUser; kind: AccountActionKind } | null>(null);

  const query = useGetUsersPagesInfiniteQuery({
    kind,
    q,
    role,
    isVerified: flagOf(verified),
    isSuspended: flagOf(suspended),
    isDeleted: flagOf(deleted),
  });
  const users = query.data?.pages.flatMap((p) => p.users) ?? [];
  const count = query.data?.pages[0]?.count;
  // A search counts up to 1,000 matches; beyond that the page says "1,000+".
  const countCapped = query.data?.pages[0]?.countCapped ?? false;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ q: draft.trim() });
  };
  const filtered = !!(q || role || verified !== 'any' || suspended !== 'any' || deleted !== 'false');
  const clear = () => {
    setDraft('');
    setParams(kind === 'clients' ? { list: 'clients' } : {}, { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Users"
        description="Staff accounts and client accounts. Create a user, change a role, or block, suspend or delete an account."
        actions={
          <Button icon={<UserPlus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
            Create user
          </Button>
        }
      />

      <div role="group" aria-label="User lists" className="mb-4 inline-flex rounded-lg border border-slate-200 bg-white p-1">
        {(Object.keys(LISTS) as UserListKind[]).map((k) => (
          <button
            key={k}
            type="button"
                        aria-pressed={k === kind}
            onClick={() => {
              setDraft('');
              setParams(k === 'clients' ? { list: 'clients' } : {}, { replace: true });
            }}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
              k === kind ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {LISTS[k].label}
          </button>
        ))}
      </div>

      <div className="mb-4 space-y-3">
        <form onSubmit={search} role="search" className="flex gap-2">
          <SearchInput
            aria-label="Search by name or e-mail"
            placeholder="Search by name or e-mail"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <FilterSelect aria-label="Role" value={role ?? ''} onChange={(e) => update({ role: e.target.value })}>
            <option value="">All roles</option>
            {LISTS[kind].roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect aria-label="Verified" value={verified} onChange={(e) => update({ verified: e.target.value === 'any' ? null : e.target.value })}>
            <option value="any">Verified: all</option>
            <option value="true">Verified</option>
            <option value="false">Unverified</option>
          </FilterSelect>
          <FilterSelect aria-label="Suspended" value={suspended} onChange={(e) => update({ suspended: e.target.value === 'any' ? null : e.target.value })}>
            <option value="any">Suspended: all</option>
            <option value="true">Suspended</option>
            <option value="false">Not suspended</option>
          </FilterSelect>
          <FilterSelect aria-label="Deleted" value={deleted} onChange={(e) => update({ deleted: e.target.value === 'false' ? null : e.target.value })}>
            <option value="false">Hide deleted</option>
            <option value="true">Deleted only</option>
            <option value="any">Include deleted</option>
          </FilterSelect>
          {filtered ? (
            <Button variant="ghost" onClick={clear} icon={<X className="size-4" aria-hidden="true" />}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </div>

      <Card className="overflow-hidden">
        <PagedList
          query={query}
          shown={users.length}
          failure={LISTS[kind].failure}
          noun={['user', 'users']}
          empty={
            <EmptyState
              icon={<Users className="size-6" aria-hidden="true" />}
              title={filtered ? 'No users match' : 'No users yet'}
              description={filtered ? 'Try other words or clear the filters.' : 'Create the first one with "Create user".'}
            />
          }
        >
          {count !== undefined ? (
            <p className="border-b border-slate-100 px-5 py-3 text-sm text-slate-500" aria-live="polite">
              {count.toLocaleString('en-US')}
              {countCapped ? '+' : ''} {count === 1 && !countCapped ? 'user' : 'users'} {filtered ? 'match' : 'in this list'}
            </p>
          ) : null}
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">{LISTS[kind].label}</caption>
            <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2.5">Name</th>
                <th scope="col" className="hidden w-36 px-3 py-2.5 sm:table-cell">Role</th>
                <th scope="col" className="hidden w-60 px-3 py-2.5 md:table-cell">State</th>
                <th scope="col" className="hidden w-36 px-3 py-2.5 lg:table-cell">Last sign-in</th>
                <th scope="col" className="hidden w-32 px-3 py-2.5 lg:table-cell">Created</th>
                <th scope="col" className="w-14 px-3 py-2.5">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((u) => (
                <tr key={u.id} className={cn(u.isDeleted && 'bg-slate-50 text-slate-500')}>
                  <td className="px-5 py-3">
                    <Link to={`/dashboard/admin/users/${u.id}`} className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline">
                      {u.fullName}
                    </Link>
                    <span className="block truncate text-slate-500">{u.email}</span>
                    <span className="mt-1 flex flex-wrap gap-1 md:hidden">
                      <span className="sm:hidden">
                        <RoleBadge role={u.role} />
                      </span>
                      <StateBadges user={u} />
                    </span>
                  </td>
                  <td className="hidden px-3 py-3 sm:table-cell">
                    <RoleBadge role={u.role} />
                  </td>
                  <td className="hidden px-3 py-3 md:table-cell">
                    <StateBadges user={u} />
                  </td>
                  <td className="hidden px-3 py-3 whitespace-nowrap text-slate-600 lg:table-cell">
                    {u.lastLoginAt ? formatRelative(u.lastLoginAt) : 'Never'}
                  </td>
                  <td className="hidden px-3 py-3 whitespace-nowrap text-slate-600 lg:table-cell">{formatDate(u.createdAt)}</td>
                  <td className="px-3 py-3 text-right">
                    <UserActionsMenu user={u} selfId={me?.id} onAction={(user, k) => setPending({ user, kind: k })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </PagedList>
      </Card>

      <CreateUserDialog open={creating} onClose={() => setCreating(false)} defaultRole={kind === 'clients' ? 'client' : 'preparer'} />
      <AccountActionDialog user={pending?.user ?? null} kind={pending?.kind ?? null} onClose={() => setPending(null)} />
    </>
  );
}
