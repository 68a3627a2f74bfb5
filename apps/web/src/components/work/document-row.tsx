import type { ReactNode } from 'react';
import type { Document } from '@quayside/contract/client-area';
import { formatDate } from '../../lib/format';

export const PURPOSE_LABELS: Record<Document['purpose'], string> = {
  requirement: 'Requested from the client',
  final: 'Final document',
  kyc: 'KYC',
  incorporation: 'Incorporation',
  generated: 'Prepared by the firm',
  general: 'General',
};

/**
 * One document: its name, purpose (or `label`), type and upload date, a rejection reason, its files as links
 * (signed URLs), the status badge and any controls. Shared by the preparer's and the NRI client's lists.
 */
export function DocumentRow({
  doc,
  badge,
  actions,
  label,
}: {
  doc: Document;
  badge: ReactNode;
  actions?: ReactNode;
  /** What the document is, in the reader's words; replaces its purpose and stored type. */
  label?: string;
}) {
  return (
    <li className="space-y-2 px-5 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-words font-medium text-slate-900">{doc.name}</p>
          <p className="text-sm text-slate-600">
            {label ?? PURPOSE_LABELS[doc.purpose]}
            {!label && doc.documentType ? ` · ${doc.documentType}` : ''} · uploaded {formatDate(doc.uploadedAt)}
          </p>
          {doc.rejectionReason ? <p className="mt-1 text-sm break-words text-red-700">Rejected: {doc.rejectionReason}</p> : null}
        </div>
        <span className="shrink-0 self-start">
          {badge}
        </span>
      </div>
      {doc.files.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={`Files of ${doc.name}`}>
          {doc.files.map((f) => (
            <li key={f.fileId} className="min-w-0">
              {f.url ? (
                <a href={f.url} target="_blank" rel="noreferrer" className="break-all font-medium text-brand-700 hover:underline">
                  {f.pageLabel ? `${f.pageLabel}: ` : ''}
                  {f.name}
                </a>
              ) : (
                <span className="break-all text-slate-700">{f.name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div>{actions}</div> : null}
    </li>
  );
}

