import { useState } from 'react';
import { ChevronDown, ChevronUp, Eye, FilePlus2, FileText } from 'lucide-react';
import { templateMessages } from '@quayside/contract/messages';
import type { DocumentTemplate } from '@quayside/contract/templates';
import { Field } from '../../../components/form/field';
import { Select } from '../../../components/form/select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { toastFailure } from '../../../lib/toast-result';
import { useListTemplateCompaniesQuery } from '../api/list-companies';
import { useListTemplateVersionsQuery } from '../api/list-template-versions';
import { previewTemplate } from '../api/preview-template';
import { AddVersionDialog } from './add-version-dialog';
import { FORMAT_LABELS, purposeLabel } from './labels';

/** One template in the library: its latest version; opened, its versions with change logs and a preview. */
export function TemplateCard({ template, canManage }: { template: DocumentTemplate; canManage: boolean }) {
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const latest = template.latestVersion;
  return (
    <li className="px-5 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 className="font-medium break-words text-slate-900">{template.name}</h3>
            <p className="text-sm text-slate-500">
              {purposeLabel(template.purpose)} · {FORMAT_LABELS[template.format]} · version{' '}
              {latest?.version ?? '-'} of {template.versionsCount}
              {latest ? ` · ${formatDate(latest.createdAt)}` : ''}
            </p>
            {latest?.changeLog ? (
              <p className="mt-1 text-sm break-words text-slate-600">{latest.changeLog}</p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {template.isActive ? <Badge tone="success">Active</Badge> : <Badge>Off</Badge>}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} versions and preview of ${template.name}`}
          >
            {open ? (
              <ChevronUp className="size-4" aria-hidden="true" />
            ) : (
              <ChevronDown className="size-4" aria-hidden="true" />
            )}{' '}
            Versions & preview
          </Button>
          {canManage ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setAdding(true)}
              aria-label={`Add a version of ${template.name}`}
            >
              <FilePlus2 className="size-4" aria-hidden="true" /> Add version
            </Button>
          ) : null}
        </div>
      </div>
      {open ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <Versions templateId={template.id} />
          <Preview template={template} />
        </div>
      ) : null}
      {canManage ? (
        <AddVersionDialog template={template} open={adding} onClose={() => setAdding(false)} />
      ) : null}
    </li>
  );
}

function Versions({ templateId }: { templateId: string }) {
  const query = useListTemplateVersionsQuery(templateId);
  const versions = query.data?.versions ?? [];
  return (
    <div className="rounded-lg border border-slate-200">
      <h4 className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-800">Versions</h4>
      <QueryState query={query} failure={templateMessages.fallback.list} isEmpty={versions.length === 0}>
        <ol className="divide-y divide-slate-100" aria-label="Versions">
          {versions.map((v) => (
            <li key={v.id} className="px-4 py-2 text-sm">
              <p className="font-medium text-slate-900">
                Version {v.version}{' '}
                <span className="font-normal text-slate-500">
                  · {v.engine} · {formatDate(v.createdAt)}
                  {v.createdBy ? ` · ${v.createdBy}` : ''}
                </span>
              </p>
              <p className="break-words text-slate-600">{v.changeLog ?? 'No change log'}</p>
              {v.placeholders?.length ? (
                <p className="mt-1 text-xs break-words text-slate-500">Uses: {v.placeholders.join(', ')}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </QueryState>
    </div>
  );
}

function Preview({ template }: { template: DocumentTemplate }) {
  const companies = useListTemplateCompaniesQuery({});
  const [companyId, setCompanyId] = useState('');
  const [busy, setBusy] = useState(false);
  const items = companies.data?.items ?? [];
  const chosen = companyId || items[0]?.id || '';
  const run = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await previewTemplate({ templateId: template.id, companyId: chosen });
    } catch (err) {
      toastFailure(err, templateMessages.fallback.generate);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h4 className="text-sm font-semibold text-slate-800">Preview a render</h4>
      <p className="mb-3 text-sm text-slate-500">
        Fills the latest version with a company&apos;s records and downloads the result. Nothing is stored or
        sent to the client.
      </p>
      <QueryState query={companies} failure="Failed to fetch companies" isEmpty={items.length === 0}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field label="Company" className="min-w-0 flex-1">
            <Select value={chosen} onChange={(e) => setCompanyId(e.target.value)}>
              {items.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            variant="secondary"
            onClick={run}
            loading={busy}
            disabled={!chosen}
            aria-label={`Preview ${template.name}`}
          >
            <Eye className="size-4" aria-hidden="true" /> Preview
          </Button>
        </div>
      </QueryState>
    </div>
  );
}
