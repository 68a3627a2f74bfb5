import type { ApprovalDiffEntry } from '@quayside/contract/approvals';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const ENTITY_LABELS: Record<ApprovalDiffEntry['entity'], string> = {
  company: 'Company details',
  director: 'Director',
  shareholder: 'Shareholder',
  status: 'Status',
  task: 'Task',
};
const CHANGE: Record<ApprovalDiffEntry['change'], { label: string; tone: BadgeTone }> = {
  created: { label: 'Added', tone: 'success' },
  updated: { label: 'Changed', tone: 'brand' },
  deleted: { label: 'Removed', tone: 'danger' },
  completed: { label: 'To complete', tone: 'success' },
};

/** "registeredAddress" -> "Registered address". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A before/after value as text: empty for none, Yes/No, numbers and text as they are, lists and objects compactly. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${fieldLabel(k)}: ${valueText(v) || '-'}`)
      .join('; ');
  }
  return JSON.stringify(value);
}

function Value({ value, kind }: { value: unknown; kind: 'before' | 'after' }) {
  const text = valueText(value);
  if (!text) return <span className="text-slate-400">{kind === 'before' ? 'none' : 'cleared'}</span>;
  return (
    <span
      className={
        kind === 'before' ? 'text-slate-600 line-through decoration-slate-300' : 'font-medium text-slate-900'
      }
    >
      {text}
    </span>
  );
}

/**
 * What the preparer changed, record by record: each field's value before (struck through) and after. On a phone
 * the two values stack; from sm up they sit side by side.
 */
export function DiffView({ diff }: { diff: readonly ApprovalDiffEntry[] }) {
  if (diff.length === 0)
    return (
      <p className="px-5 py-4 text-sm text-slate-600">
        No changes to the company's records: only the tasks below.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100" aria-label="Changes">
      {diff.map((entry, i) => {
        const change = CHANGE[entry.change];
        return (
          <li key={`${entry.entity}-${entry.entityId ?? i}-${entry.change}`} className="px-5 py-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={change.tone}>{change.label}</Badge>
              <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                {ENTITY_LABELS[entry.entity]}
              </span>
              <span className="min-w-0 font-medium break-words text-slate-900">{entry.label}</span>
            </div>
            {entry.fields.length > 0 && (entry.change === 'created' || entry.change === 'deleted') ? (
              // A record added or removed as a whole: its values once (struck through when removed).
              <dl className="mt-3 grid gap-x-3 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm sm:grid-cols-[10rem_1fr]">
                {entry.fields.map((f) => (
                  <div key={f.field} className="contents">
                    <dt className="font-medium text-slate-700">{fieldLabel(f.field)}</dt>
                    <dd className="break-words">
                      <Value
                        value={entry.change === 'created' ? f.after : f.before}
                        kind={entry.change === 'created' ? 'after' : 'before'}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : entry.fields.length > 0 ? (
              <dl className="mt-3 space-y-2 text-sm">
                {entry.fields.map((f) => (
                  <div
                    key={f.field}
                    className="grid gap-1 rounded-md bg-slate-50 px-3 py-2 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3"
                  >
                    <dt className="font-medium text-slate-700">{fieldLabel(f.field)}</dt>
                    <dd className="break-words">
                      <span className="sr-only">Before: </span>
                      <Value value={f.before} kind="before" />
                    </dd>
                    <dd className="break-words">
                      <span className="sr-only">After: </span>
                      <Value value={f.after} kind="after" />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
