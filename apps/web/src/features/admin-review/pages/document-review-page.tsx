import { useEffect, useRef, useState } from 'react';
import { Check, FileCheck2, RotateCw, X } from 'lucide-react';
import { toast } from 'sonner';
import { adminReviewTexts, type AdminDocument } from '@quayside/contract/admin-review';
import { adminMessages } from '@quayside/contract/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApproveDocumentMutation } from '../api/approve-document';
import { useGetReviewQueueInfiniteQuery } from '../api/get-review-queue';
import { FilePreview } from '../components/file-preview';
import { RejectDialog } from '../components/reject-dialog';
import { formatBytes } from '../lib/files';

const PURPOSE_LABELS: Record<AdminDocument['purpose'], string> = {
  requirement: 'Task requirement',
  final: 'Final document',
  kyc: 'KYC',
  incorporation: 'Incorporation',
  generated: 'Generated',
  general: 'General',
};

/**
 * /dashboard/admin/documents: the review queue. Documents waiting for review, oldest first; the chosen one is
 * shown in the page (each file of a bundle), approved, or rejected with a reason in a dialog. After a decision
 * the next document in the queue is shown.
 */
export function DocumentReviewPage() {
  useDocumentTitle('Document review');
  const query = useGetReviewQueueInfiniteQuery();
  const docs = query.data?.pages.flatMap((p) => p.documents) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminDocument | null>(null);
  const selected = docs.find((d) => d.id === selectedId) ?? docs[0] ?? null;

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Document review"
        description="Documents clients have uploaded, oldest first. Open one to check it, then approve it or send it back with a reason."
        actions={
          <Button
            variant="secondary"
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isFetchingNextPage && !query.isLoading}
            icon={<RotateCw className="size-4" aria-hidden="true" />}
          >
            Refresh
          </Button>
        }
      />
      <QueryState
        query={query}
        failure={adminReviewTexts.fallback.reviewQueue}
        isEmpty={docs.length === 0}
        empty={
          <Card>
            <EmptyState
              icon={<FileCheck2 className="size-6" aria-hidden="true" />}
              title="Nothing to review"
              description="Every uploaded document has been reviewed. New uploads appear here."
            />
          </Card>
        }
      >
        <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <Card className="self-start overflow-hidden">
            <h2 className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">
              Waiting for review <Badge tone="warning">{count}</Badge>
            </h2>
            <ul aria-label="Documents waiting for review" className="divide-y divide-slate-100">
              {docs.map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    data-id={d.id}
                    aria-current={selected?.id === d.id ? 'true' : undefined}
                    onClick={() => setSelectedId(d.id)}
                    className={cn(
                      'block w-full px-5 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                      selected?.id === d.id && 'bg-brand-50 hover:bg-brand-50',
                    )}
                  >
                    <span className="block truncate font-medium text-slate-900">{d.name}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {d.ownerName ?? 'Unknown client'}
                      {d.companyName ? ` · ${d.companyName}` : ''}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {formatDateTime(d.updatedAt)} · {d.files.length} {d.files.length === 1 ? 'file' : 'files'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <LoadMore query={query} failure={adminReviewTexts.fallback.reviewQueue} shown={docs.length} noun="documents" />
          </Card>
          {selected ? (
            <ReviewPanel
              key={selected.id}
              doc={selected}
              onReject={() => setRejecting(selected)}
              onDecided={() => setSelectedId(docs.find((d) => d.id !== selected.id)?.id ?? null)}
            />
          ) : null}
        </div>
      </QueryState>
      <RejectDialog
        document={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          const gone = rejecting?.id;
          setRejecting(null);
          setSelectedId(docs.find((d) => d.id !== gone)?.id ?? null);
        }}
      />
    </>
  );
}

function ReviewPanel({ doc, onReject, onDecided }: { doc: AdminDocument; onReject: () => void; onDecided: () => void }) {
  const [fileIndex, setFileIndex] = useState(0);
  const [approve, approving] = useApproveDocumentMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const file = doc.files[fileIndex] ?? doc.files[0];
  useEffect(() => {
    // A document chosen from the list: its panel takes the focus (below the list on a phone).
    if (document.activeElement?.closest('[aria-label="Documents waiting for review"]')) heading.current?.focus();
  }, []);

  const onApprove = async () => {
    try {
      const result = await approve(doc.id).unwrap();
      toast.success(result.message || adminMessages.success.documentApproved);
      onDecided();
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.approveDocument));
    }
  };

  return (
    <Card aria-labelledby="review-heading" className="min-w-0">
      <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="review-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold break-words text-slate-900 focus:outline-none">
            {doc.name}
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
            <dt className="text-slate-500">Client</dt>
            <dd className="min-w-0 truncate">{doc.ownerName ?? '-'}</dd>
            <dt className="text-slate-500">Company</dt>
            <dd className="min-w-0 truncate">{doc.companyName ?? '-'}</dd>
            <dt className="text-slate-500">Kind</dt>
            <dd>{PURPOSE_LABELS[doc.purpose]}</dd>
            <dt className="text-slate-500">Uploaded</dt>
            <dd>{formatDateTime(doc.updatedAt)}</dd>
          </dl>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="danger" onClick={onReject} icon={<X className="size-4" aria-hidden="true" />}>
            Reject
          </Button>
          <Button onClick={() => void onApprove()} loading={approving.isLoading} icon={<Check className="size-4" aria-hidden="true" />}>
            Approve
          </Button>
        </div>
      </div>
      <div className="px-5 py-4">
        {doc.files.length > 1 ? (
          <div role="group" aria-label="Files of this document" className="mb-3 flex flex-wrap gap-2">
            {doc.files.map((f, i) => (
              <Button key={f.fileId} size="sm" variant={i === fileIndex ? 'primary' : 'secondary'} aria-pressed={i === fileIndex} onClick={() => setFileIndex(i)}>
                {f.pageLabel ?? `File ${i + 1}`}
              </Button>
            ))}
          </div>
        ) : null}
        {file?.url ? (
          <>
            <p className="mb-2 text-sm text-slate-600">
              {file.name} · {formatBytes(file.sizeBytes)}
            </p>
            <FilePreview name={file.name} mimeType={file.mimeType} url={file.url} />
          </>
        ) : (
          <p className="text-sm text-slate-600">This document has no file to show.</p>
        )}
      </div>
    </Card>
  );
}
