import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Download, ScrollText } from 'lucide-react';
import { toast } from 'sonner';
import { auditLogFiltersSchema, type AuditLog, type AuditLogFilters } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { exportAuditLogs } from '../api/download-csv';
import { useGetAuditLogsInfiniteQuery } from '../api/get-audit-logs';

const FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Draft = Record<FilterKey, string>;

const LABELS: Record<FilterKey, string> = {
  actor: 'Actor (e-mail or user id)',
  action: 'Action',
  targetType: 'Target type',
  targetId: 'Target id',
  from: 'From',
  to: 'To',
};
const HINTS: Partial<Record<FilterKey, string>> = { action: 'Exact, e.g. auth.login or user.blocked' };

/** The filters in the URL (so a filtered view can be shared and survives a reload); unknown keys are ignored. */
function filtersOf(params: URLSearchParams): Draft {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Draft;
}
const applied = (d: Draft): AuditLogFilters => Object.fromEntries(Object.entries(d).filter(([, v]) => v)) as AuditLogFilters;

function Who({ log }: { log: AuditLog }) {
  if (!log.actorId) return <span className="text-slate-500">System or visitor</span>;
  return (
    <span className="min-w-0">
      <span className="block truncate text-slate-900">{log.actorName ?? log.actorEmail ?? log.actorId}</span>
      <span className="block truncate text-xs text-slate-500">
        {log.actorEmail ?? log.actorId}
        {log.actorRole ? ` · ${log.actorRole}` : ''}
      </span>
    </span>
  );
}

function Details({ log }: { log: AuditLog }) {
  const keys = Object.keys(log.meta);
  if (keys.length === 0 && !log.ip) return <span className="text-slate-400">-</span>;
  return (
    <details>
      <summary className="cursor-pointer rounded text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">Details</summary>
      <dl className="mt-1 space-y-0.5 text-xs">
        {log.ip ? (
          <div>
            <dt className="inline text-slate-500">IP </dt>
            <dd className="inline font-mono">{log.ip}</dd>
          </div>
        ) : null}
        {keys.length ? <pre className="mt-1 max-w-xs overflow-x-auto rounded bg-slate-50 p-2 whitespace-pre-wrap break-all">{JSON.stringify(log.meta, null, 2)}</pre> : null}
      </dl>
    </details>
  );
}

/** /dashboard/admin/audit-logs: every staff change and security event, newest first; filters, paging and CSV export. */
export function AuditLogPage() {
  useDocumentTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const current = filtersOf(params);
  const [draft, setDraft] = useState<Draft>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters = applied(current);
  const query = useGetAuditLogsInfiniteQuery(filters);
  const logs = query.data?.pages.flatMap((p) => p.logs) ?? [];
  const filtered = Object.keys(filters).length > 0;

  const onApply = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(FILTER_KEYS.map((k) => [k, draft[k].trim()])) as Draft;
    const parsed = auditLogFiltersSchema.safeParse(applied(trimmed));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? adminMessages.fallback.auditLogs);
      return;
    }
    setProblem(null);
    setParams(Object.fromEntries(Object.entries(applied(trimmed))), { replace: true });
  };
  const onClear = () => {
    const empty = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Draft;
    setDraft(empty);
    setProblem(null);
    setParams({}, { replace: true });
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await exportAuditLogs(filters);
      toast.success(adminMessages.success.auditExported);
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.exportAudit));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Audit log"
        description="Every staff change and security event, newest first. Filter it, then export what you see as a CSV file."
        actions={
          <Button variant="secondary" onClick={() => void onExport()} loading={exporting}>
            <Download className="size-4" aria-hidden="true" />
            {filtered ? 'Export filtered (CSV)' : 'Export all (CSV)'}
          </Button>
        }
      />
      <Card className="mb-4 p-4">
        <form onSubmit={onApply} aria-label="Audit log filters" noValidate>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {FILTER_KEYS.map((k) => (
              <Field key={k} id={`audit-${k}`} label={LABELS[k]} {...(HINTS[k] ? { hint: HINTS[k] } : {})}>
                <Input
                  id={`audit-${k}`}
                  type={k === 'from' || k === 'to' ? 'date' : 'text'}
                  value={draft[k]}
                  onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
                  autoComplete="off"
                />
              </Field>
            ))}
          </div>
          {problem ? (
            <div className="mt-3">
              <FormAlert>{problem}</FormAlert>
            </div>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit">Apply filters</Button>
            <Button type="button" variant="ghost" onClick={onClear} disabled={!filtered && Object.values(draft).every((v) => !v)}>
              Clear
            </Button>
          </div>
        </form>
      </Card>
      <Card className="overflow-hidden">
        <PagedList
          query={query}
          shown={logs.length}
          failure={adminMessages.fallback.auditLogs}
          noun={['entry', 'entries']}
          empty={
            <EmptyState
              icon={<ScrollText className="size-6" aria-hidden="true" />}
              title={filtered ? 'No entries match' : 'No entries yet'}
              description={filtered ? 'Change the filters, or clear them.' : 'Entries appear as soon as staff change something or someone signs in.'}
            />
          }
        >
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Audit log entries, newest first</caption>
              <thead className="hidden bg-slate-50 text-slate-600 md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">When</th>
                  <th scope="col" className="px-4 py-2 font-medium">Actor</th>
                  <th scope="col" className="px-4 py-2 font-medium">Action</th>
                  <th scope="col" className="px-4 py-2 font-medium">Target</th>
                  <th scope="col" className="px-4 py-2 font-medium">Details</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {logs.map((log) => (
                  <tr key={log.id} className="grid grid-cols-1 gap-1 px-4 py-3 md:table-row md:p-0">
                    <td className="text-slate-700 md:px-4 md:py-2 md:whitespace-nowrap">
                      <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
                    </td>
                    <td className="md:max-w-56 md:px-4 md:py-2">
                      <Who log={log} />
                    </td>
                    <td className="md:px-4 md:py-2">
                      <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">{log.action}</code>
                    </td>
                    <td className="break-all text-slate-700 md:max-w-64 md:px-4 md:py-2">
                      {log.targetType ? (
                        <>
                          <span className="text-slate-500">{log.targetType}</span> {log.targetId ?? ''}
                        </>
                      ) : (
                        <span className="text-slate-400">-</span>
                      )}
                    </td>
                    <td className="md:px-4 md:py-2">
                      <Details log={log} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </PagedList>
      </Card>
    </>
  );
}
