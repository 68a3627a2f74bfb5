import { useState } from 'react';
import { Link } from 'react-router';
import { FileStack, Upload } from 'lucide-react';
import { templateMessages } from '@quayside/contract/messages';
import {
  TEMPLATE_FORMATS,
  TEMPLATE_PURPOSES,
  type DocumentTemplate,
  type TemplateFormat,
  type TemplatePurpose,
} from '@quayside/contract/templates';
import { FilterSelect } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListTemplatesQuery } from '../api/list-templates';
import { CreateTemplateDialog } from '../components/create-template-dialog';
import { FORMAT_LABELS, purposeLabel } from '../components/labels';
import { TemplateCard } from '../components/template-card';

/**
 * /dashboard/<staff>/templates: the firm's document templates. Everyone on the staff side reads them, sees their
 * versions and previews a render against a company; admins upload templates and add versions (canManage).
 */
export function TemplatesPage({
  canManage = false,
  generatedHref,
}: {
  canManage?: boolean;
  generatedHref: string;
}) {
  useDocumentTitle('Document templates');
  const [purpose, setPurpose] = useState<TemplatePurpose | ''>('');
  const [format, setFormat] = useState<TemplateFormat | ''>('');
  const [active, setActive] = useState<'true' | 'false' | ''>('true');
  const [cursors, setCursors] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const filters = { purpose, format, active };
  return (
    <>
      <PageHeader
        eyebrow="Documents"
        title="Document templates"
        description="Board resolutions, minutes, certificates, registers and letters, filled from a company's records."
        actions={
          <>
            <Link
              to={generatedHref}
              className="self-center text-sm font-medium text-brand-700 hover:underline"
            >
              Generated documents
            </Link>
            {canManage ? (
              <Button onClick={() => setCreating(true)}>
                <Upload className="size-4" aria-hidden="true" /> Upload template
              </Button>
            ) : null}
          </>
        }
      />
      <Card className="overflow-hidden">
        <CardHeader
          title="Library"
          icon={<FileStack className="size-5" aria-hidden="true" />}
          action={
            <div className="flex flex-wrap gap-2 sm:justify-end" role="group" aria-label="Filters">
              <FilterSelect
                aria-label="Purpose"
                value={purpose}
                onChange={(e) => {
                  setPurpose(e.target.value as TemplatePurpose | '');
                  setCursors([]);
                }}
              >
                <option value="">Any purpose</option>
                {TEMPLATE_PURPOSES.map((p) => (
                  <option key={p} value={p}>
                    {purposeLabel(p)}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                aria-label="Format"
                value={format}
                onChange={(e) => {
                  setFormat(e.target.value as TemplateFormat | '');
                  setCursors([]);
                }}
              >
                <option value="">Any format</option>
                {TEMPLATE_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {FORMAT_LABELS[f]}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                aria-label="Active"
                value={active}
                onChange={(e) => {
                  setActive(e.target.value as 'true' | 'false' | '');
                  setCursors([]);
                }}
              >
                <option value="true">Active</option>
                <option value="false">Switched off</option>
                <option value="">All</option>
              </FilterSelect>
            </div>
          }
          className="flex-col sm:flex-row"
        />
        <div className="divide-y divide-slate-100">
          {[undefined, ...cursors].map((cursor) => (
            <TemplatesPage1
              key={cursor ?? 'first'}
              args={{ ...filters, ...(cursor ? { cursor } : {}) }}
              canManage={canManage}
              first={!cursor}
              onMore={(next) => setCursors((c) => (c.includes(next) ? c : [...c, next]))}
              isLast={cursor === cursors[cursors.length - 1] || (!cursor && cursors.length === 0)}
            />
          ))}
        </div>
      </Card>
      {canManage ? <CreateTemplateDialog open={creating} onClose={() => setCreating(false)} /> : null}
    </>
  );
}

/** One page of the list; the last page offers "Show more" while the server has more. */
function TemplatesPage1({
  args,
  canManage,
  first,
  isLast,
  onMore,
}: {
  args: Parameters<typeof useListTemplatesQuery>[0];
  canManage: boolean;
  first: boolean;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const query = useListTemplatesQuery(args);
  const templates: DocumentTemplate[] = query.data?.templates ?? [];
  const next = query.data?.pageInfo.nextCursor ?? null;
  return (
    <QueryState
      query={query}
      failure={templateMessages.fallback.list}
      isEmpty={first && templates.length === 0}
      empty={
        <EmptyState
          title="No templates"
          description={
            canManage
              ? 'Upload the first template, or change the filters.'
              : 'No template matches these filters.'
          }
        />
      }
    >
      <ul className="divide-y divide-slate-100" aria-label={first ? 'Templates' : 'More templates'}>
        {templates.map((t) => (
          <TemplateCard key={t.id} template={t} canManage={canManage} />
        ))}
      </ul>
      {isLast && next ? (
        <div className="px-5 py-3">
          <Button variant="secondary" size="sm" onClick={() => onMore(next)}>
            Show more
          </Button>
        </div>
      ) : null}
    </QueryState>
  );
}
