import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { templateMessages } from '@quayside/contract/messages';
import type { GeneratedDocument } from '@quayside/contract/templates';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useListGeneratedDocumentsQuery, type ListGeneratedArgs } from '../api/list-generated-documents';
import { DeleteGeneratedDialog } from './delete-generated-dialog';

/** Generated documents, newest first, with their download and (for those who may) the delete options. */
export function GeneratedDocumentsList({
  args,
  canDelete,
  canPurge,
  showCompany = true,
}: {
  args: ListGeneratedArgs;
  canDelete: boolean;
  canPurge: boolean;
  showCompany?: boolean;
}) {
  const [cursor, setCursor] = useState<string | undefined>();
  const query = useListGeneratedDocumentsQuery({ ...args, take: 20, ...(cursor ? { cursor } : {}) });
  const [deleting, setDeleting] = useState<GeneratedDocument | null>(null);
  const items = query.data?.items ?? [];
  const next = query.data?.pageInfo.nextCursor ?? null;
  return (
    <>
      <QueryState
        query={query}
        failure={templateMessages.fallback.generated}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            title="No generated documents"
            description="Documents generated from templates show here."
          />
        }
      >
        <ul className="divide-y divide-slate-100" aria-label="Generated documents">
          {items.map((d) => (
            <li
              key={d.id}
              className="flex flex-col gap-3 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {d.name}{' '}
                  <span className="text-sm font-normal text-slate-500">
                    ({d.format.toUpperCase()}
                    {d.version ? `, v${d.version}` : ''})
                  </span>
                </p>
                <p className="text-sm break-words text-slate-500">
                  {showCompany && d.companyName ? `${d.companyName} · ` : ''}
                  {formatDate(d.createdAt)}
                  {d.generatedBy ? ` · by ${d.generatedBy}` : ''}
                </p>
                {d.deletedAt ? (
                  <p className="mt-1 text-sm break-words text-slate-600">
                    <Badge tone="danger">Deleted</Badge> {formatDate(d.deletedAt)} · {d.deletedReason}
                    {d.filePurged ? ' · file purged' : ''}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {d.url ? (
                  <a
                    href={d.url}
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                    download={d.fileName}
                    aria-label={`Download ${d.fileName}`}
                  >
                    <Download className="size-4" aria-hidden="true" /> Download
                  </a>
                ) : null}
                {canDelete && (!d.deletedAt || (canPurge && !d.filePurged)) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setDeleting(d)}
                    aria-label={`Delete ${d.name} of ${d.companyName ?? 'the company'}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Delete
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {next || cursor ? (
          <div className="flex gap-2 px-5 py-3">
            {cursor ? (
              <Button variant="secondary" size="sm" onClick={() => setCursor(undefined)}>
                First page
              </Button>
            ) : null}
            {next ? (
              <Button variant="secondary" size="sm" onClick={() => setCursor(next)}>
                Next page
              </Button>
            ) : null}
          </div>
        ) : null}
      </QueryState>
      {canDelete ? (
        <DeleteGeneratedDialog doc={deleting} canPurge={canPurge} onClose={() => setDeleting(null)} />
      ) : null}
    </>
  );
}
