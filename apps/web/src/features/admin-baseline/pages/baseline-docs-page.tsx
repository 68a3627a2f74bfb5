import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ArrowDown, ArrowUp, Download, GripVertical, ListChecks, Pencil, RotateCcw, Trash2, Upload } from 'lucide-react';
import {
  BASELINE_APPLIES_TO,
  BASELINE_APPLIES_TO_LABELS,
  BASELINE_CATEGORIES,
  baselineDocBodySchema,
  type BaselineDoc,
} from '@quayside/contract/baseline-docs';
import { baselineMessages } from '@quayside/contract/messages';
import { JURISDICTIONS, SERVICE_LINES } from '@quayside/contract/services';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { toastFailure, toastResult, toastSuccess } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useCreateBaselineDocMutation,
  useDeleteBaselineDocMutation,
  useExportBaselineDocsMutation,
  useGetBaselineDocsQuery,
  useImportBaselineDocsMutation,
  useReorderBaselineDocsMutation,
  useRestoreBaselineDocMutation,
  useUpdateBaselineDocMutation,
} from '../api/baseline-docs';

const f = baselineMessages.fallback;
const ok = baselineMessages.success;
/** The manager shows the whole list on one page so that it can be put in order (the firm's list is short). */
const PAGE_SIZE = 100;

type FormState = { slug: string; name: string; description: string; service: string; jurisdiction: string; appliesTo: string; category: string; isRequired: boolean; allowMultiple: boolean; isActive: boolean };
const blank: FormState = { slug: '', name: '', description: '', service: '', jurisdiction: '', appliesTo: 'director', category: 'identity', isRequired: true, allowMultiple: false, isActive: true };
const fromDoc = (d: BaselineDoc): FormState => ({
  slug: d.slug,
  name: d.name,
  description: d.description ?? '',
  service: d.service ?? '',
  jurisdiction: d.jurisdiction ?? '',
  appliesTo: d.appliesTo,
  category: d.category,
  isRequired: d.isRequired,
  allowMultiple: d.allowMultiple,
  isActive: d.isActive,
});

function DocForm({ editing, onDone }: { editing: BaselineDoc | null; onDone: () => void }) {
  const [form, setForm] = useState<FormState>(editing ? fromDoc(editing) : blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading: creating }] = useCreateBaselineDocMutation();
  const [update, { isLoading: updating }] = useUpdateBaselineDocMutation();
  useEffect(() => setForm(editing ? fromDoc(editing) : blank), [editing]);
  const set = (patch: Partial<FormState>) => setForm((v) => ({ ...v, ...patch }));
  const onSubmit = async () => {
    const parsed = baselineDocBodySchema.safeParse({
      ...form,
      description: form.description.trim() || null,
      service: form.service || null,
      jurisdiction: form.jurisdiction || null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[i.path.join('.')] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    const { slug, sortOrder: _s, ...rest } = parsed.data;
    const done = editing
      ? await toastResult(() => update({ slug: editing.slug, body: rest }).unwrap(), { success: ok.updated, failure: f.save })
      : await toastResult(() => create({ ...parsed.data, slug }).unwrap(), { success: ok.created, failure: f.save });
    if (done) {
      setForm(blank);
      onDone();
    }
  };
  return (
    <form noValidate aria-label={editing ? `Edit ${editing.name}` : 'Add a baseline document'} className="grid gap-4" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      <Field label="Slug" hint="Lower-case words with hyphens; it cannot change later" error={errors.slug}>
        <Input value={form.slug} disabled={!!editing} onChange={(e) => set({ slug: e.target.value })} invalid={!!errors.slug} />
      </Field>
      <Field label="Name" error={errors.name}>
        <Input value={form.name} onChange={(e) => set({ name: e.target.value })} invalid={!!errors.name} />
      </Field>
      <Field label="Description" hint="What the client uploads, shown on their task" error={errors.description}>
        <Textarea rows={2} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <Field label="Applies to" error={errors.appliesTo}>
        <Select value={form.appliesTo} onChange={(e) => set({ appliesTo: e.target.value })}>
          {BASELINE_APPLIES_TO.map((a) => (
            <option key={a} value={a}>{BASELINE_APPLIES_TO_LABELS[a]}</option>
          ))}
        </Select>
      </Field>
      <Field label="Category" error={errors.category}>
        <Select value={form.category} onChange={(e) => set({ category: e.target.value })}>
          {BASELINE_CATEGORIES.map((c) => (
            <option key={c} value={c}>{c}</option>
          ))}
        </Select>
      </Field>
      <Field label="Service" error={errors.service}>
        <Select value={form.service} onChange={(e) => set({ service: e.target.value })}>
          <option value="">Every service</option>
          {SERVICE_LINES.map((s) => (
            <option key={s} value={s}>{s}</option>
          ))}
        </Select>
      </Field>
      <Field label="Jurisdiction" error={errors.jurisdiction}>
        <Select value={form.jurisdiction} onChange={(e) => set({ jurisdiction: e.target.value })}>
          <option value="">Every jurisdiction</option>
          {JURISDICTIONS.map((j) => (
            <option key={j} value={j}>{j}</option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-wrap gap-4 text-sm text-slate-800">
        {(['isRequired', 'allowMultiple', 'isActive'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input type="checkbox" className="size-4 rounded border-slate-300" checked={form[k]} onChange={(e) => set({ [k]: e.target.checked })} />
            {k === 'isRequired' ? 'Required' : k === 'allowMultiple' ? 'Several files' : 'Active'}
          </label>
        ))}
      </div>
      <div className="flex gap-3">
        <Button type="submit" loading={creating || updating}>{editing ? 'Save changes' : 'Add the document'}</Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>
        ) : null}
      </div>
    </form>
  );
}

function downloadJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** /dashboard/admin/baseline-docs: the firm's baseline documents: search, add, edit, delete and restore, order, export and import. */
export function BaselineDocsPage() {
  useDocumentTitle('Baseline documents');
  const [q, setQ] = useState('');
  const [includeInactive, setIncludeInactive] = useState(true);
  const list = useGetBaselineDocsQuery({ q: q.trim() || undefined, includeInactive, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<BaselineDoc | null>(null);
  const [order, setOrder] = useState<BaselineDoc[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [importError, setImportError] = useState<{ message: string; fields: string[] } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [remove] = useDeleteBaselineDocMutation();
  const [restore] = useRestoreBaselineDocMutation();
  const [reorder] = useReorderBaselineDocsMutation();
  const [exportFile, { isLoading: exporting }] = useExportBaselineDocsMutation();
  const [importFile, { isLoading: importing }] = useImportBaselineDocsMutation();
  useEffect(() => setOrder(list.data?.items ?? []), [list.data]);
  const searching = q.trim().length > 0;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    setOrder(next);
    void toastResult(() => reorder(next.map((d) => d.slug)).unwrap(), { success: ok.reordered, failure: f.reorder });
  };

  const onExport = async () => {
    try {
      const file = await exportFile().unwrap();
      downloadJson(`baseline-documents-${file.exportedAt.slice(0, 10)}.json`, file);
      toastSuccess(undefined, ok.exported);
    } catch (e) {
      toastFailure(e, f.export);
    }
  };

  const onImport = async (file: File) => {
    setImportError(null);
    let items: unknown;
    try {
      const parsed = JSON.parse(await file.text()) as unknown;
      items = typeof parsed === 'object' && parsed !== null && 'items' in parsed ? parsed.items : null;
    } catch {
      items = null;
    }
    if (!Array.isArray(items)) return setImportError({ message: baselineMessages.errors.importNotJson, fields: [] });
    try {
      const res = await importFile(items).unwrap();
      toastSuccess(res, ok.imported(res.imported));
    } catch (e) {
      const fields = (e as { fields?: Record<string, string[]> }).fields ?? {};
      setImportError({ message: errorText(e, f.import), fields: Object.entries(fields).map(([k, v]) => `${k.replace(/^body\./, '')}: ${v.join(' ')}`) });
    }
  };

  return (
    <>
      <PageHeader
        title="Baseline documents"
        description="The standard documents every client provides, per service and jurisdiction. The active ones become the required documents of a new company's and an NRI filing's opening tasks."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={exporting} onClick={() => void onExport()}>
              <Download className="size-4" aria-hidden="true" /> Export
            </Button>
            <Button variant="secondary" loading={importing} onClick={() => fileInput.current?.click()}>
              <Upload className="size-4" aria-hidden="true" /> Import
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              aria-label="Import file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void onImport(file);
              }}
            />
          </div>
        }
      />
      {importError ? (
        <div className="mb-6">
          <FormAlert>
            <p className="font-medium">{importError.message}</p>
            {importError.fields.length ? (
              <ul className="mt-2 list-disc pl-5" aria-label="Import problems">
                {importError.fields.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            ) : null}
          </FormAlert>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="overflow-hidden lg:col-span-3">
          <CardHeader title="The list" icon={<ListChecks className="size-5" aria-hidden="true" />} description={searching ? 'Clear the search to change the order.' : 'Drag a row, or use the arrows, to change the order.'} />
          <div className="flex flex-col gap-3 border-b border-slate-100 px-5 pb-4 sm:flex-row sm:items-center">
            <Input type="search" aria-label="Search baseline documents" placeholder="Search name, slug, description" value={q} onChange={(e) => setQ(e.target.value)} className="sm:max-w-xs" />
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="size-4 rounded border-slate-300" checked={includeInactive} onChange={(e) => setIncludeInactive(e.target.checked)} />
              Show inactive and deleted
            </label>
          </div>
          <QueryState query={list} failure={f.list} isEmpty={order.length === 0} empty={<EmptyState title="No baseline documents" description={searching ? 'Nothing matches the search.' : 'Add the first one, or import a file.'} />}>
            <ol className="divide-y divide-slate-100" aria-label="Baseline documents">
              {order.map((d, i) => (
                <li
                  key={d.id}
                  draggable={!searching}
                  onDragStart={() => setDragging(i)}
                  onDragOver={(e: DragEvent) => e.preventDefault()}
                  onDrop={() => {
                    if (dragging !== null) move(dragging, i);
                    setDragging(null);
                  }}
                  className={`flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center ${dragging === i ? 'bg-brand-50' : ''} ${d.deletedAt || !d.isActive ? 'opacity-70' : ''}`}
                >
                  {!searching ? <GripVertical className="hidden size-4 shrink-0 cursor-grab text-slate-400 sm:block" aria-hidden="true" /> : null}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{d.name}</p>
                    <p className="text-xs break-all text-slate-500">{d.slug}</p>
                    <div className="mt-1 flex flex-wrap gap-1.5">
                      <Badge>{BASELINE_APPLIES_TO_LABELS[d.appliesTo]}</Badge>
                      <Badge tone="brand">{d.jurisdiction ?? 'All'}</Badge>
                      {d.service ? <Badge>{d.service}</Badge> : null}
                      {!d.isRequired ? <Badge>Optional</Badge> : null}
                      {d.deletedAt ? <Badge tone="danger">Deleted</Badge> : !d.isActive ? <Badge tone="warning">Inactive</Badge> : null}
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    {!searching ? (
                      <>
                        <Button variant="ghost" size="sm" aria-label={`Move ${d.name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                          <ArrowUp className="size-4" aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="sm" aria-label={`Move ${d.name} down`} disabled={i === order.length - 1} onClick={() => move(i, i + 1)}>
                          <ArrowDown className="size-4" aria-hidden="true" />
                        </Button>
                      </>
                    ) : null}
                    {d.deletedAt ? (
                      <Button variant="ghost" size="sm" onClick={() => void toastResult(() => restore(d.slug).unwrap(), { success: ok.restored, failure: f.restore })}>
                        <RotateCcw className="size-4" aria-hidden="true" /> Restore
                      </Button>
                    ) : (
                      <>
                        <Button variant="ghost" size="sm" aria-label={`Edit ${d.name}`} onClick={() => setEditing(d)}>
                          <Pencil className="size-4" aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="sm" aria-label={`Delete ${d.name}`} onClick={() => void toastResult(() => remove(d.slug).unwrap(), { success: ok.deleted, failure: f.delete })}>
                          <Trash2 className="size-4" aria-hidden="true" />
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </QueryState>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader title={editing ? `Edit: ${editing.name}` : 'Add a document'} />
          <CardBody>
            <DocForm editing={editing} onDone={() => setEditing(null)} />
          </CardBody>
        </Card>
      </div>
    </>
  );
}
