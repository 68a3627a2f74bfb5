import { useEffect } from 'react';
import { Briefcase, Download } from 'lucide-react';
import type { AdminJobApplication } from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { Badge } from '../../../components/ui/badge';
import { FormAlert } from '../../../components/form/field';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetApplicationCvUrlMutation, useGetJobApplicationsInfiniteQuery, useMarkApplicationHandledMutation } from '../api/inbox';
import { InboxList, useInboxFilters } from '../components/inbox-list';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The open application's CV: a fresh short-lived link each time an application is opened. */
function CvLink({ application }: { application: AdminJobApplication }) {
  const [cvUrl, cv] = useGetApplicationCvUrlMutation();
  const id = application.id;
  useEffect(() => {
    void cvUrl(id);
  }, [id, cvUrl]);
  const cvLink = cv.originalArgs === id ? cv.data?.url : undefined;
  if (cvLink) {
    return (
      <a href={cvLink} target="_blank" rel="noreferrer noopener" className={buttonClasses({ variant: 'secondary' })}>
        <Download className="size-4" aria-hidden="true" /> Open CV ({application.cvFileName}, {kb(application.cvSizeBytes)})
      </a>
    );
  }
  if (cv.isError) return <FormAlert>{errorText(cv.error, adminMessages.fallback.cvDownload)}</FormAlert>;
  return <p className="text-sm text-slate-500">Preparing the CV link…</p>;
}

/** /dashboard/admin/job-applications: applications sent through the careers page; open one, download its CV, mark it handled. */
export function JobApplicationsPage() {
  useDocumentTitle('Job applications');
  const filters = useInboxFilters();
  const query = useGetJobApplicationsInfiniteQuery({ state: filters.state, q: filters.q || undefined });
  const items = query.data?.pages.flatMap((p) => p.applications) ?? [];
  const [mark, marking] = useMarkApplicationHandledMutation();

  return (
    <>
      <PageHeader eyebrow="Inbox" title="Job applications" description="Applications sent through the careers page, with their CVs. Mark one handled once it is answered." />
      <InboxList
        id="ja"
        filters={filters}
        query={query}
        items={items}
        failure={adminMessages.fallback.jobApplications}
        noun="applications"
        label="Job applications"
        empty={{
          icon: <Briefcase className="size-6" aria-hidden="true" />,
          searchHint: 'Try another name, e-mail or role.',
          description: 'Applications sent through the careers page appear here.',
        }}
        rowBadge={(a) => <Badge>{a.positionTitle}</Badge>}
        rowBody={(a) => (
          <span className="text-xs text-slate-500">
            {a.email} · {a.office} · {formatDateTime(a.createdAt)}
          </span>
        )}
        detailTitle={(a) => `${a.fullName}: ${a.positionTitle}`}
        detailFallbackTitle="Application"
        detailDescription={(a) => `Sent ${formatDateTime(a.createdAt)}`}
        detailFields={(a) => (
          <>
            <dt className="font-medium text-slate-500">Phone</dt>
            <dd>{a.phone}</dd>
            <dt className="font-medium text-slate-500">Office</dt>
            <dd className="capitalize">{a.office}</dd>
            <dt className="font-medium text-slate-500">LinkedIn</dt>
            <dd className="break-all">
              {a.linkedinUrl ? (
                <a className="text-brand-700 hover:underline" href={a.linkedinUrl} target="_blank" rel="noreferrer noopener">
                  {a.linkedinUrl}
                </a>
              ) : (
                '-'
              )}
            </dd>
          </>
        )}
        detailBody={(a) => (
          <>
            {a.coverLetter ? <p className="rounded-lg bg-slate-50 p-4 whitespace-pre-line text-slate-800">{a.coverLetter}</p> : null}
            <CvLink key={a.id} application={a} />
          </>
        )}
        mark={(arg) => mark(arg).unwrap()}
        marking={marking.isLoading}
      />
    </>
  );
}
