import { Badge, type BadgeTone } from './badge';

/** One changed record as the approvals diff gives it: what, how, and each field before and after. */
export type ChangeEntry = {
  entity: string;
  entityId: string | null;
  label: string;
  change: string;
  fields: Array<{ field: string; before: unknown; after: unknown }>;
};

const changeTones: Partial<Record<string, BadgeTone>> = { created: 'success', updated: 'brand', deleted: 'danger', completed: 'success' };
const changeLabels: Partial<Record<string, string>> = { created: 'Added', updated: 'Changed', deleted: 'Removed', completed: 'Completed' };
const entityLabels: Partial<Record<string, string>> = {
  company: 'Company details',
  director: 'Director',
  shareholder: 'Shareholder',
  status: 'Status',
  task: 'Task',
};

/** "incorporationDate" -> "Incorporation date". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export function valueText(value: unknown): string {
  if (isEmpty(value)) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * A list of changes for review: each record with its kind of change, and a table of its fields before and after.
 * Shared by the preparer's staged changes and the approver's review (the same diff).
 */
export function ChangeList({ entries, label }: { entries: ChangeEntry[]; label: string }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label={label}>
      {entries.map((e, i) => (
        <li key={`${e.entity}-${e.entityId ?? i}-${e.change}`} className="px-5 py-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={changeTones[e.change] ?? 'neutral'}>{changeLabels[e.change] ?? e.change}</Badge>
            <span className="text-sm text-slate-600">{entityLabels[e.entity] ?? e.entity}</span>
            <span className="font-medium break-words text-slate-900">{e.label}</span>
          </div>
          {e.fields.length > 0 ? (
            <div className="mt-2">
              <table className="w-full table-fixed text-left text-sm">
                <thead>
                  <tr className="text-xs text-slate-500">
                    <th scope="col" className="w-[30%] py-1 pr-3 font-medium">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Before
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {e.fields.map((f) => (
                    <tr key={f.field} className="align-top">
                      <th scope="row" className="py-1 pr-3 font-normal text-slate-600">
                        {fieldLabel(f.field)}
                      </th>
                      <td className={`py-1 pr-3 break-words text-slate-500 ${isEmpty(f.before) ? '' : 'line-through decoration-slate-300'}`}>{valueText(f.before)}</td>
                      <td className="py-1 font-medium break-words text-slate-900">{valueText(f.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
