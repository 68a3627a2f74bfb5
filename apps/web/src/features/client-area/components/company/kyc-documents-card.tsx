import { Link } from 'react-router';
import { IdCard } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import type { Company } from '@quayside/contract/companies';
import { Card, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryState } from '../../../../components/ui/query-state';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useGetDocumentsInfiniteQuery } from '../../api/get-documents';
import { clientPaths } from '../../lib/paths';
import { DocumentStatusBadge } from '../../../../components/ui/status-badges';

/**
 * The company's identity documents (KYC): those uploaded with the incorporation application and any added since,
 * each with the person it is about and where the firm's review stands. Opening, replacing and deleting them is
 * the Documents page's work; this card links there.
 */
export function KycDocumentsCard({ company }: { company: Company }) {
  const query = useGetDocumentsInfiniteQuery({ companyId: company.id, purpose: 'kyc' });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const people = new Map<string, string>([
    ...company.directors.map((d) => [d.id, d.fullName] as const),
    ...company.shareholders.map((s) => [s.id, s.fullName] as const),
  ]);

  return (
    <Card>
      <CardHeader
        title="Identity documents"
        description="The KYC documents of the company's directors and shareholders."
        icon={<IdCard className="size-5" aria-hidden="true" />}
        action={
          <Link
            to={`${clientPaths.documents}?purpose=kyc`}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Open in Documents
          </Link>
        }
      />
      <QueryState
        query={query}
        failure={clientMessages.fallback.documents}
        skeleton={<ListSkeleton rows={2} label="Loading identity documents" />}
        isEmpty={items.length === 0}
        empty={<EmptyState title="No identity documents yet" />}
      >
        <ul className="divide-y divide-slate-100" data-testid="kyc-document-list">
          {items.map((doc) => {
            const person = people.get(doc.directorId ?? doc.shareholderId ?? '');
            return (
              <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-slate-900">{doc.name}</p>
                  <p className="text-xs break-words text-slate-500">
                    {[person ? (doc.directorId ? `Director ${person}` : `Shareholder ${person}`) : null, doc.files[0]?.name]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <DocumentStatusBadge status={doc.status} />
              </li>
            );
          })}
        </ul>
      </QueryState>
    </Card>
  );
}
