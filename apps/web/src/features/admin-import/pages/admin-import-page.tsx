import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Download, FileUp, Play, Rocket, TableProperties, UploadCloud } from 'lucide-react';
import { importMessages } from '@quayside/contract/messages';
import { RCN_ACTIVE_STATUSES, RCN_COLUMNS, rcnImportMessages, type RcnJob } from '@quayside/contract/rcn-import';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  downloadImportErrors,
  useGetImportJobQuery,
  useGetImportJobsQuery,
  useGetStagedRowsQuery,
  usePromoteImportJobMutation,
  useStartImportJobMutation,
  useUploadImportCsv,
} from '../api/import-jobs';

const isActive = (job: RcnJob) => RCN_ACTIVE_STATUSES.includes(job.status);
const when = (iso: string | null) => formatDateTime(iso);

function Progress({ job }: { job: RcnJob }) {
  const { total, processed } = job.counts;
  const pct = job.status === 'Completed' ? 100 : total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  return (
    <div className="min-w-32">
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={`Progress of ${job.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className={cn('h-full rounded-full transition-all', job.status === 'Failed' ? 'bg-red-500' : 'bg-brand-600')} style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {processed.toLocaleString()} of {total.toLocaleString()} rows ({pct}%)
      </p>
    </div>
  );
}

const STATUS_STYLE: Record<RcnJob['status'], string> = {
  queued: 'bg-slate-100 text-slate-700',
  Processing: 'bg-amber-100 text-amber-800',
  Staged: 'bg-sky-100 text-sky-800',
  Promoting: 'bg-amber-100 text-amber-800',
  Completed: 'bg-emerald-100 text-emerald-800',
  Failed: 'bg-red-100 text-red-800',
};

function Upload() {
  const { upload, uploading, progress } = useUploadImportCsv();
  const [notice, setNotice] = useState<string | null>(null);
  const onDrop = async (files: File[]) => {
    setNotice(files.length > 1 ? 'Only one file can be uploaded at a time; the first was taken.' : null);
    const [file] = files;
    if (!file) return;
    try {
      const res = await upload(file);
      toastSuccess(res, importMessages.success.uploaded);
    } catch (err) {
      toastFailure(err, importMessages.fallback.upload);
    }
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (files) => void onDrop(files),
    accept: { 'text/csv': ['.csv'] },
    multiple: false,
    disabled: uploading,
  });
  return (
    <Card>
      <CardHeader title="Upload the client book" description="One CSV file, one row per company. The job waits until you start it." icon={<FileUp className="size-5" aria-hidden="true" />} />
      <div className="px-5 pb-5">
        <div
          {...getRootProps({
            className: cn(
              'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center text-sm transition',
              isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 hover:border-brand-400',
            ),
          })}
        >
          <input {...getInputProps({ 'aria-label': 'Client book CSV' })} />
          <UploadCloud className="size-8 text-brand-600" aria-hidden="true" />
          <p className="font-medium text-slate-800">{uploading ? `Uploading… ${progress ?? 0}%` : 'Drop the CSV here or choose a file'}</p>
          <p className="text-xs text-slate-500">Columns: {RCN_COLUMNS.join(', ')}</p>
        </div>
        {notice ? <p className="mt-2 text-sm text-amber-700">{notice}</p> : null}
      </div>
    </Card>
  );
}

function StartForm({ job }: { job: RcnJob }) {
  const [useStaging, setUseStaging] = useState(false);
  const [invite, setInvite] = useState(false);
  const [start, { isLoading }] = useStartImportJobMutation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={useStaging} onChange={(e) => setUseStaging(e.target.checked)} /> Stop in staging for review
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={invite} onChange={(e) => setInvite(e.target.checked)} /> Invite new clients by e-mail
      </label>
      <Button
        size="sm"
        loading={isLoading}
        onClick={async () => {
          try {
            toastSuccess(await start({ id: job.id, body: { useStaging, invite } }).unwrap(), importMessages.success.started);
          } catch (err) {
            toastFailure(err, importMessages.fallback.start);
          }
        }}
      >
        <Play className="size-4" aria-hidden="true" /> Start {job.fileName}
      </Button>
    </div>
  );
}

function StagedRows({ job }: { job: RcnJob }) {
  const query = useGetStagedRowsQuery({ id: job.id });
  const [promote, { isLoading }] = usePromoteImportJobMutation();
  return (
    <div className="mt-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-800">Staged rows ({job.counts.staged.toLocaleString()})</h4>
        <Button
          size="sm"
          loading={isLoading}
          onClick={async () => {
            try {
              toastSuccess(await promote(job.id).unwrap(), rcnImportMessages.success.promoted);
            } catch (err) {
              toastFailure(err, importMessages.fallback.start);
            }
          }}
        >
          <Rocket className="size-4" aria-hidden="true" /> Promote to live records
        </Button>
      </div>
      <QueryState query={query} failure={importMessages.fallback.job}>
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full text-left text-xs">
            <caption className="sr-only">Staged rows of {job.fileName}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-3 py-2">Line</th>
                <th className="px-3 py-2">Company</th>
                <th className="px-3 py-2">Registration</th>
                <th className="px-3 py-2">Contact</th>
                <th className="px-3 py-2">Preparer</th>
              </tr>
            </thead>
            <tbody>
              {(query.data?.rows ?? []).map((r) => (
                <tr key={r.line} className="border-t border-slate-100">
                  <td className="px-3 py-2">{r.line}</td>
                  <td className="px-3 py-2">{r.companyName}</td>
                  <td className="px-3 py-2">
                    {r.jurisdiction} {r.registrationNumber}
                  </td>
                  <td className="px-3 py-2">
                    {r.contactName}
                    <br />
                    <span className="text-slate-500">{r.contactEmail}</span>
                  </td>
                  <td className="px-3 py-2">{r.preparerEmail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </div>
  );
}

function JobDetail({ job }: { job: RcnJob }) {
  const query = useGetImportJobQuery(job.id, { pollingInterval: isActive(job) ? 1500 : 0 });
  const errors = query.data?.errors ?? [];
  return (
    <div className="border-t border-slate-100 bg-slate-50/60 px-5 py-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(
          [
            ['Loaded', job.counts.done],
            ['Already there', job.counts.existing],
            ['Refused', job.counts.failed],
            ['Staged', job.counts.staged],
          ] as const
        ).map(([label, n]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{n.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        Started {when(job.startedAt)} · finished {when(job.finishedAt)}
      </p>
      {job.failure ? <p className="mt-2 text-sm text-red-700">{job.failure}</p> : null}
      {job.status === 'queued' ? (
        <div className="mt-3">
          <StartForm job={job} />
        </div>
      ) : null}
      {job.status === 'Staged' ? <StagedRows job={job} /> : null}
      {job.counts.failed > 0 ? (
        <div className="mt-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-slate-800">Rows refused</h4>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void downloadImportErrors(job.id, job.fileName).catch((err: unknown) => toastFailure(err, importMessages.fallback.job))}
            >
              <Download className="size-4" aria-hidden="true" /> Download errors (CSV)
            </Button>
          </div>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-left text-xs">
              <caption className="sr-only">Rows refused in {job.fileName}</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className="px-3 py-2">Line</th>
                  <th className="px-3 py-2">Column</th>
                  <th className="px-3 py-2">Reason</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((e, i) => (
                  <tr key={`${e.line}-${i}`} className="border-t border-slate-100">
                    <td className="px-3 py-2">{e.line}</td>
                    <td className="px-3 py-2">{e.column ?? '-'}</td>
                    <td className="px-3 py-2">{e.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {query.data?.errorsNextCursor ? <p className="mt-1 text-xs text-slate-500">The first errors are shown; download the CSV for all of them.</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function Jobs() {
  const query = useGetImportJobsQuery();
  const jobs = query.data?.jobs ?? [];
  const running = jobs.some(isActive);
  // Poll while a job runs (progress); a finished list is left alone.
  useGetImportJobsQuery(undefined, { pollingInterval: running ? 1500 : 0 });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader title="Import jobs" description="Newest first. Open a job for its counts, staged rows and refused rows." icon={<TableProperties className="size-5" aria-hidden="true" />} />
      <QueryState
        query={query}
        failure={importMessages.fallback.jobs}
        isEmpty={jobs.length === 0}
        empty={<EmptyState title="No imports yet" description="Upload a CSV above: the job appears here, ready to start." />}
      >
        <ul className="divide-y divide-slate-100">
          {jobs.map((job) => {
            const expanded = open === job.id || (open === null && job === jobs[0]);
            return (
              <li key={job.id} aria-label={`Import ${job.fileName}`}>
                <button
                  type="button"
                  className="flex w-full flex-col gap-3 px-5 py-4 text-left hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
                  aria-expanded={expanded}
                  onClick={() => setOpen(expanded ? '' : job.id)}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{job.fileName}</span>
                    <span className="text-xs text-slate-500">Uploaded {when(job.createdAt)}</span>
                  </span>
                  <span className="flex items-center gap-4">
                    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_STYLE[job.status])} data-testid="import-status">
                      {job.status}
                    </span>
                    <Progress job={job} />
                  </span>
                </button>
                {expanded ? <JobDetail job={job} /> : null}
              </li>
            );
          })}
        </ul>
      </QueryState>
    </Card>
  );
}

/** /dashboard/admin/import: upload the client book, start jobs, watch them, review staged rows and errors. */
export function AdminImportPage() {
  useDocumentTitle('Client-book import');
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Platform"
        title="Client-book import"
        description="Bring an existing client book onto the platform: companies, client accounts, their preparer and each company's compliance calendar. Importing a file again adds no duplicates."
      />
      <Upload />
      <Jobs />
    </div>
  );
}
