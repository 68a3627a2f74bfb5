import { FileText } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { DocumentStatusBadge } from '../../../components/ui/status-badges';
import { DocumentRow } from '../../../components/work/document-row';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetNriDocumentsInfiniteQuery } from '../api/get-documents';

/** /dashboard/nri/documents: what the client uploaded and what the preparer shared, newest first. */
export function NriDocumentsPage() {
  useDocumentTitle('Documents');
  const query = useGetNriDocumentsInfiniteQuery();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <PageHeader title="Documents" description="Everything you uploaded for your tax return, and what your preparer shared with you." />
      <Card className="overflow-hidden">
        <PagedList
          query={query}
          shown={items.length}
          failure={clientMessages.fallback.documents}
          noun={['document', 'documents']}
          empty={
            <EmptyState
              icon={<FileText className="size-6" aria-hidden="true" />}
              title="No documents yet"
              description="Documents you upload to your tasks, and those your preparer shares, appear here."
            />
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Documents">
            {items.map((doc) => (
              <DocumentRow
                key={doc.id}
                doc={doc}
                label={
                  doc.purpose === 'requirement'
                    ? 'Uploaded by you'
                    : doc.documentType === 'nri_draft_computation'
                      ? 'Draft computation from your preparer'
                      : doc.documentType === 'nri_itr_acknowledgement'
                        ? 'Filed acknowledgement from your preparer'
                        : 'From your preparer'
                }
                badge={<DocumentStatusBadge status={doc.status} />}
              />
            ))}
          </ul>
        </PagedList>
      </Card>
    </div>
  );
}
