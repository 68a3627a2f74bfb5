import { useState } from 'react';
import { Link } from 'react-router';
import { Files } from 'lucide-react';
import { FilterSelect } from '../../../components/form/select';
import { Card, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListTemplatesQuery } from '../api/list-templates';
import { GeneratedDocumentsList } from '../components/generated-documents-list';

/**
 * /dashboard/<staff>/generated-documents: every document generated for the companies this staff member reaches.
 * Preparers and admins delete (withdraw with a reason); admins also remove for good and purge the stored file.
 */
export function GeneratedDocumentsPage({
  canDelete = false,
  canPurge = false,
  templatesHref,
}: {
  canDelete?: boolean;
  canPurge?: boolean;
  templatesHref: string;
}) {
  useDocumentTitle('Generated documents');
  const templates = useListTemplatesQuery({ take: 100, active: '' });
  const [templateId, setTemplateId] = useState('');
  const [includeDeleted, setIncludeDeleted] = useState(false);
  return (
    <>
      <PageHeader
        eyebrow="Documents"
        title="Generated documents"
        description="Documents produced from the templates and given to clients."
        actions={
          <Link to={templatesHref} className="self-center text-sm font-medium text-brand-700 hover:underline">
            Templates
          </Link>
        }
      />
      <Card className="overflow-hidden">
        <CardHeader title="Documents" icon={<Files className="size-5" aria-hidden="true" />} />
        <div
          className="flex flex-col gap-3 border-b border-slate-100 px-5 py-3 sm:flex-row sm:items-center"
          role="group"
          aria-label="Filters"
        >
          <FilterSelect
            aria-label="Template"
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            className="w-full min-w-0 sm:w-auto sm:max-w-xs"
          >
            <option value="">Any template</option>
            {(templates.data?.templates ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </FilterSelect>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={includeDeleted}
              onChange={(e) => setIncludeDeleted(e.target.checked)}
            />{' '}
            Show deleted
          </label>
        </div>
        <GeneratedDocumentsList
          key={`${templateId}-${includeDeleted}`}
          args={{
            ...(templateId ? { templateId } : {}),
            ...(includeDeleted ? { includeDeleted: 'true' as const } : {}),
          }}
          canDelete={canDelete}
          canPurge={canPurge}
        />
      </Card>
    </>
  );
}
