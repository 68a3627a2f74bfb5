import { Link } from 'react-router';
import type { CompanySummary } from '@quayside/contract/companies';
import { INCORPORATION_STATUS_LABELS, type IncorporationStatus } from '@quayside/contract/companies';
import { JURISDICTION_LABELS } from '@quayside/contract/services';
import { formatRelative } from '../../../lib/format';
import { preparerPaths } from '../lib/paths';
import { CompanyStatusBadge } from './badges';

/** Companies, each a link to its workspace. */
export function CompanyList({ companies, label }: { companies: CompanySummary[]; label: string }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label={label}>
      {companies.map((c) => (
        <li key={c.id}>
          <Link
            to={preparerPaths.company(c.id)}
            className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{c.name}</span>
              <span className="block truncate text-sm text-slate-600">
                {JURISDICTION_LABELS[c.jurisdiction]}
                {c.registrationNumber ? ` · ${c.registrationNumber}` : ''} ·{' '}
                {INCORPORATION_STATUS_LABELS[c.incorporationStatus as IncorporationStatus] ?? c.incorporationStatus}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2 sm:flex-col sm:items-end">
              <CompanyStatusBadge status={c.status} />
              <span className="text-xs text-slate-500">Updated {formatRelative(c.updatedAt)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
