import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Briefcase, Globe2, ShieldCheck, User, Workflow, X } from 'lucide-react';
import type { AdminUser, Assignment, AssignmentPerson, AssignmentTree } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAssignmentTreeQuery } from '../api/get-assignment-tree';
import { useSearchUsersQuery } from '../api/search-users';
import { AssignPanel } from '../components/assign-panel';
import { DefaultNriPreparerCard } from '../components/default-nri-preparer-card';
import { RemoveAssignmentDialog } from '../components/remove-assignment-dialog';

/** How many approvers and preparers the tree lists besides those with assignments (a firm's whole staff). */
const STAFF_TAKE = 500;

type PreparerNode = { preparer: AssignmentPerson; link: Assignment | null; clients: Assignment[]; nris: Assignment[] };
type ApproverNode = { approver: AssignmentPerson; preparers: PreparerNode[] };

const asPerson = (u: AdminUser): AssignmentPerson => ({ id: u.id, fullName: u.fullName, email: u.email, role: u.role });
const byName = (a: { fullName: string }, b: { fullName: string }) => a.fullName.localeCompare(b.fullName);

/** Approvers -> preparers -> clients and NRI clients; preparers without an approver in a group of their own. */
export function buildTree(tree: AssignmentTree, approvers: AdminUser[], preparers: AdminUser[]) {
  const preparerNodes = new Map<string, PreparerNode>();
  const nodeOf = (p: AssignmentPerson) => {
    let n = preparerNodes.get(p.id);
    if (!n) {
      n = { preparer: p, link: null, clients: [], nris: [] };
      preparerNodes.set(p.id, n);
    }
    return n;
  };
  for (const p of preparers) nodeOf(asPerson(p));
  for (const a of tree.preparerClients) nodeOf(a.preparer).clients.push(a);
  for (const a of tree.preparerNri) nodeOf(a.preparer).nris.push(a);
  const approverNodes = new Map<string, ApproverNode>();
  for (const a of approvers) approverNodes.set(a.id, { approver: asPerson(a), preparers: [] });
  for (const link of tree.preparerToApprover) {
    const node = nodeOf(link.preparer);
    node.link = link;
    let an = approverNodes.get(link.target.id);
    if (!an) {
      an = { approver: link.target, preparers: [] };
      approverNodes.set(link.target.id, an);
    }
    an.preparers.push(node);
  }
  for (const n of preparerNodes.values()) {
    n.clients.sort((a, b) => byName(a.target, b.target));
    n.nris.sort((a, b) => byName(a.target, b.target));
  }
  const withApprover = [...approverNodes.values()].sort((a, b) => byName(a.approver, b.approver));
  for (const a of withApprover) a.preparers.sort((x, y) => byName(x.preparer, y.preparer));
  const unassigned = [...preparerNodes.values()].filter((n) => !n.link).sort((a, b) => byName(a.preparer, b.preparer));
  return { approvers: withApprover, unassigned };
}

/**
 * /dashboard/admin/assignments: the assignment tree (approvers -> preparers -> clients and NRI clients), with the
 * form to assign and a remove button on every link. These assignments scope what preparers and approvers reach.
 */
export function AssignmentsPage() {
  useDocumentTitle('Assignments');
  const tree = useGetAssignmentTreeQuery();
  const approvers = useSearchUsersQuery({ kind: 'company', role: 'approver', take: STAFF_TAKE, isDeleted: false });
  const preparers = useSearchUsersQuery({ kind: 'company', role: 'preparer', take: STAFF_TAKE, isDeleted: false });
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const built = useMemo(
    () => (tree.data ? buildTree(tree.data, approvers.data?.users ?? [], preparers.data?.users ?? []) : null),
    [tree.data, approvers.data, preparers.data],
  );

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Assignments"
        description="Who works on what: approvers above preparers, preparers on clients and NRI clients. A preparer reaches only the clients assigned to them."
      />
      <div className="space-y-6">
        <AssignPanel />
        <DefaultNriPreparerCard />
        <Card>
          <CardHeader title="Assignment tree" icon={<Workflow className="size-5" aria-hidden="true" />} />
          <QueryState query={tree} failure={adminMessages.fallback.assignmentTree}>
            {built && (built.approvers.length > 0 || built.unassigned.length > 0) ? (
              <div className="divide-y divide-slate-100">
                {built.approvers.map((a) => (
                  <section key={a.approver.id} className="px-5 py-4" aria-label={`Approver ${a.approver.fullName}`}>
                    <PersonLine icon={<ShieldCheck className="size-4" aria-hidden="true" />} person={a.approver} label="Approver" />
                    {a.preparers.length === 0 ? (
                      <p className="mt-2 ml-6 text-sm text-slate-500">No preparers yet.</p>
                    ) : (
                      <ul className="mt-2 ml-2 space-y-3 border-l border-slate-200 pl-4">
                        {a.preparers.map((p) => (
                          <PreparerItem key={p.preparer.id} node={p} onRemove={setRemoving} />
                        ))}
                      </ul>
                    )}
                  </section>
                ))}
                {built.unassigned.length > 0 ? (
                  <section className="px-5 py-4" aria-label="Preparers without an approver">
                    <h3 className="text-sm font-semibold text-slate-900">Preparers without an approver</h3>
                    <ul className="mt-2 ml-2 space-y-3 border-l border-slate-200 pl-4">
                      {built.unassigned.map((p) => (
                        <PreparerItem key={p.preparer.id} node={p} onRemove={setRemoving} />
                      ))}
                    </ul>
                  </section>
                ) : null}
              </div>
            ) : (
              <EmptyState title="No assignments yet" description="Assign a preparer to a client above." />
            )}
          </QueryState>
        </Card>
      </div>
      <RemoveAssignmentDialog assignment={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function PersonLine({ icon, person, label }: { icon: ReactNode; person: AssignmentPerson; label: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm">
      <span className="text-slate-400">{icon}</span>
      <span className="sr-only">{label}:</span>
      <Link to={`/dashboard/admin/users/${person.id}`} className="truncate font-medium text-slate-900 hover:text-brand-700 hover:underline">
        {person.fullName}
      </Link>
      <span className="hidden truncate text-slate-500 sm:inline">{person.email}</span>
    </span>
  );
}

function RemoveButton({ assignment, onRemove, what }: { assignment: Assignment; onRemove: (a: Assignment) => void; what: string }) {
  return (
    <button
      type="button"
      onClick={() => onRemove(assignment)}
      aria-label={`Remove ${what}`}
      title={`Remove ${what}`}
      className="flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

function PreparerItem({ node, onRemove }: { node: PreparerNode; onRemove: (a: Assignment) => void }) {
  const { preparer, link, clients, nris } = node;
  return (
    <li>
      <div className="flex items-center justify-between gap-2">
        <PersonLine icon={<Briefcase className="size-4" aria-hidden="true" />} person={preparer} label="Preparer" />
        {link ? <RemoveButton assignment={link} onRemove={onRemove} what={`${preparer.fullName} from approver ${link.target.fullName}`} /> : null}
      </div>
      {clients.length + nris.length === 0 ? (
        <p className="mt-1 ml-6 text-sm text-slate-500">No clients yet.</p>
      ) : (
        <ul className="mt-1 ml-2 border-l border-dashed border-slate-200 pl-4">
          {clients.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 py-0.5">
              <PersonLine icon={<User className="size-4" aria-hidden="true" />} person={a.target} label="Client" />
              <RemoveButton assignment={a} onRemove={onRemove} what={`${preparer.fullName} from client ${a.target.fullName}`} />
            </li>
          ))}
          {nris.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 py-0.5">
              <PersonLine icon={<Globe2 className="size-4" aria-hidden="true" />} person={a.target} label="NRI client" />
              <RemoveButton assignment={a} onRemove={onRemove} what={`${preparer.fullName} from NRI client ${a.target.fullName}`} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
