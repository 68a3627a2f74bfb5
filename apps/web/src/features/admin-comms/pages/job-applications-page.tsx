import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Briefcase, Download } from 'lucide-react';
import type { AdminJobApplication } from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { Badge } from '../../../components/ui/badge';
import { FormAlert } from '../../../components/form/field';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadMore } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetApplicationCvUrlMutation, useGetJobApplicationsInfiniteQuery, useMarkApplicationHandledMutation } from '../api/inbox';
import { InboxFilters, isInboxState } from '../components/inbox-filters';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** /dashboard/admin/job-applications: applications sent through the careers page; open one, download its CV, mark it handled. */
export function JobApplicationsPage() {
  useDocumentTitle('Job applications');
  const [params, setParams] = useSearchParams();
  const rawState = params.get('state');
  const state = isInboxState(rawState) ? rawState : 'open';
  const q = params.get('q') ?? '';
  const query = useGetJobApplicationsInfiniteQuery({ state, q: q || undefined });
  const items = query.data?.pages.flatMap((p) => p.applications) ?? [];
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((a) => a.id === openId) ?? null;
  const [mark, marking] = useMarkApplicationHandledMutation();
  const [cvUrl, cv] = useGetApplicationCvUrlMutation();

  const onMark = async (a: AdminJobApplication) => {
    try {
      const result = await mark({ id: a.id, handled: !a.handledAt }).unwrap();
      toast.success(result.message);
      setOpenId(null);
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.markHandled));
    }
  };
  // A fresh short-lived link to the CV each time an application is opened.
  useEffect(() => {
    if (openId) void cvUrl(openId);
  }, [openId, cvUrl]);
  const cvLink = openId && cv.originalArgs === openId ? cv.data?.url : undefined;

  return (
    <>
      <PageHeader eyebrow="Inbox" title="Job applications" description="Applications sent through the careers page, with their CVs. Mark one handled once it is answered." />
      <InboxFilters
        key={q}
        id="ja"
        state={state}
        q={q}
        onChange={(next) => {
          const merged = { state, q, ...next };
          setParams(Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === 'state' && v === 'open'))), { replace: true });
        }}
      />
      <Card className="overflow-hidden">
        <QueryState
          query={query}
          failure={adminMessages.fallback.jobApplications}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<Briefcase className="size-6" aria-hidden="true" />}
              title={q ? 'No applications match' : state === 'open' ? 'No applications waiting' : 'No applications'}
              description={q ? 'Try another name, e-mail or role.' : 'Applications sent through the careers page appear here.'}
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Job applications">
            {items.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(a.id)}
                  className="flex w-full flex-col gap-1 px-5 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{a.fullName}</span>
                    <Badge>{a.positionTitle}</Badge>
                    {a.handledAt ? <Badge tone="success">Handled</Badge> : null}
                  </span>
                  <span className="text-xs text-slate-500">
                    {a.email} · {a.office} · {formatDateTime(a.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <LoadMore query={query} failure={adminMessages.fallback.jobApplications} shown={items.length} noun="applications" />
        </QueryState>
      </Card>
      <Modal
        open={!!open}
        onClose={() => setOpenId(null)}
        size="lg"
        title={open ? `${open.fullName}: ${open.positionTitle}` : 'Application'}
        description={open ? `Sent ${formatDateTime(open.createdAt)}` : undefined}
        footer={
          open ? (
            <>
              <Button variant="secondary" onClick={() => setOpenId(null)}>
                Close
              </Button>
              <Button variant={open.handledAt ? 'secondary' : 'primary'} onClick={() => void onMark(open)} loading={marking.isLoading}>
                {open.handledAt ? 'Open again' : 'Mark handled'}
              </Button>
            </>
          ) : null
        }
      >
        {open ? (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-slate-500">E-mail</dt>
              <dd>
                <a className="text-brand-700 hover:underline" href={`mailto:${open.email}`}>
                  {open.email}
                </a>
              </dd>
              <dt className="font-medium text-slate-500">Phone</dt>
              <dd>{open.phone}</dd>
              <dt className="font-medium text-slate-500">Office</dt>
              <dd className="capitalize">{open.office}</dd>
              <dt className="font-medium text-slate-500">LinkedIn</dt>
              <dd className="break-all">
                {open.linkedinUrl ? (
                  <a className="text-brand-700 hover:underline" href={open.linkedinUrl} target="_blank" rel="noreferrer noopener">
                    {open.linkedinUrl}
                  </a>
                ) : (
                  '-'
                )}
              </dd>
              {open.handledAt ? (
                <>
                  <dt className="font-medium text-slate-500">Handled</dt>
                  <dd>
                    {formatDateTime(open.handledAt)}
                    {open.handledByName ? ` by ${open.handledByName}` : ''}
                  </dd>
                </>
              ) : null}
            </dl>
            {open.coverLetter ? <p className="rounded-lg bg-slate-50 p-4 whitespace-pre-line text-slate-800">{open.coverLetter}</p> : null}
            {cvLink ? (
              <a href={cvLink} target="_blank" rel="noreferrer noopener" className={buttonClasses({ variant: 'secondary' })}>
                <Download className="size-4" aria-hidden="true" /> Open CV ({open.cvFileName}, {kb(open.cvSizeBytes)})
              </a>
            ) : cv.isError ? (
              <FormAlert>{errorText(cv.error, adminMessages.fallback.cvDownload)}</FormAlert>
            ) : (
              <p className="text-sm text-slate-500">Preparing the CV link…</p>
            )}
          </div>
        ) : null}
      </Modal>
    </>
  );
}
