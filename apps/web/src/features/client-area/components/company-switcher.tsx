import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { useGetClientDashboardQuery } from '../api/get-client-dashboard';
import { selectCurrentCompanyId } from '../client-area-slice';
import { useChooseCompany, useCompanyArg } from '../lib/use-company';

/** Chooses which of the client's companies the pages show. Hidden for a client with one company. */
export function CompanySwitcher() {
  const arg = useCompanyArg();
  const chosen = useSelector(selectCurrentCompanyId);
  const choose = useChooseCompany();
  const id = useId();
  const { data } = useGetClientDashboardQuery(arg);
  if (!data || data.companies.length < 2) return null;
  const value = chosen ?? data.company?.id ?? '';
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm text-slate-600">
        <Building2 className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Company</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => choose(e.target.value || null)}
        className="h-10 max-w-[16rem] min-w-0 truncate rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {data.companies.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
