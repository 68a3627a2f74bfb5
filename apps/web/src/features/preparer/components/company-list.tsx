import { Link } from 'react-router';
import { INCORPORATION_STATUS_LABELS, type IncorporationStatus } from '@quayside/contract/companies';
import type { AssignedCompany } from '@quayside/contract/preparer';
import { JURISDICTION_LABELS, type Jurisdiction } from '@quayside/contract/services';
import { plural } from '../../../lib/format';
import { preparerPaths } from '../lib/paths';
import { CompanyStatusBadge } from './badges';

/** Companies with their client, each a link to its workspace. */
export function CompanyList({ companies, label }: { companies: AssignedCompany[]; label: string }) {
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
                {c.owner ? `${c.owner.fullName} (${c.owner.email})` : 'No client'}
              </span>
              <span className="block truncate text-sm text-slate-500">
                {JURISDICTION_LABELS[c.jurisdiction as Jurisdiction] ?? c.jurisdiction}
                {c.registrationNumber ? ` · ${c.registrationNumber}` : ''} ·{' '}
                {INCORPORATION_STATUS_LABELS[c.incorporationStatus as IncorporationStatus] ?? c.incorporationStatus}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2 sm:flex-col sm:items-end">
              <CompanyStatusBadge status={c.status} />
              <span className="text-xs text-slate-500">{plural(c.openTasks, 'open task')}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
