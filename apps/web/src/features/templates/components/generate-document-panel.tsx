import { useState } from 'react';
import { FileOutput, Plus, X } from 'lucide-react';
import { templateMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast-result';
import { useGenerateCompanyDocumentMutation } from '../api/generate-document';
import { useListTemplatesQuery } from '../api/list-templates';
import { GeneratedDocumentsList } from './generated-documents-list';
import { purposeLabel } from './labels';

type Override = { key: string; value: string };

/**
 * "Generate document" in a company's workspace: choose a template, optionally give values (custom.<name>, or a
 * company field to replace), generate; the document goes to the client's documents. Below, the company's
 * generated documents with their delete options.
 */
export function GenerateDocumentPanel({
  companyId,
  canGenerate = true,
  canPurge = false,
}: {
  companyId: string;
  canGenerate?: boolean;
  canPurge?: boolean;
}) {
  const templates = useListTemplatesQuery({ active: 'true', take: 100 });
  const [generate, { isLoading }] = useGenerateCompanyDocumentMutation();
  const [templateId, setTemplateId] = useState('');
  const [name, setName] = useState('');
  const [overrides, setOverrides] = useState<Override[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const items = templates.data?.templates ?? [];
  const chosen = templateId || items[0]?.id || '';
  const submit = async () => {
    setFailure(null);
    const values = Object.fromEntries(
      overrides.filter((o) => o.key.trim()).map((o) => [o.key.trim(), o.value]),
    );
    try {
      const res = await generate({
        templateId: chosen,
        companyId,
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(Object.keys(values).length ? { overrides: values } : {}),
      }).unwrap();
      toastSuccess(res, templateMessages.success.generated);
      setName('');
      setOverrides([]);
    } catch (err) {
      setFailure(errorText(err, templateMessages.fallback.generate));
    }
  };
  return (
    <div className="grid gap-4">
      {canGenerate ? (
        <Card>
          <CardHeader
            title="Generate document"
            icon={<FileOutput className="size-5" aria-hidden="true" />}
            description="Filled from this company's records and added to the client's documents, where they can download it."
          />
          <QueryState
            query={templates}
            failure={templateMessages.fallback.list}
            isEmpty={items.length === 0}
            empty={<EmptyState title="No active templates" />}
          >
            <form
              noValidate
              aria-label="Generate document"
              className="grid gap-3 px-5 py-4"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Template">
                  <Select value={chosen} onChange={(e) => setTemplateId(e.target.value)}>
                    {items.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name} ({purposeLabel(t.purpose)}, v{t.latestVersion?.version ?? 1})
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label="Document name (optional)" hint="Default: the template's name">
                  <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
                </Field>
              </div>
              {overrides.map((o, i) => (
                <div
                  key={i}
                  className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
                >
                  <Field label="Placeholder" hint="e.g. custom.resolution, custom.meetingDate">
                    <Input
                      value={o.key}
                      onChange={(e) =>
                        setOverrides((list) =>
                          list.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)),
                        )
                      }
                      autoComplete="off"
                    />
                  </Field>
                  <Field label="Value" className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
                    <Input
                      value={o.value}
                      onChange={(e) =>
                        setOverrides((list) =>
                          list.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)),
                        )
                      }
                      autoComplete="off"
                    />
                  </Field>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    className="col-start-2 row-start-1 self-end sm:col-start-auto sm:row-start-auto"
                    onClick={() => setOverrides((list) => list.filter((_, j) => j !== i))}
                    aria-label={`Remove value ${i + 1}`}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              ))}
              {failure ? (
                <p role="alert" className="text-sm text-red-700">
                  {failure}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setOverrides((list) => [...list, { key: 'custom.', value: '' }])}
                >
                  <Plus className="size-4" aria-hidden="true" /> Add a value
                </Button>
                <Button type="submit" loading={isLoading} disabled={!chosen}>
                  <FileOutput className="size-4" aria-hidden="true" /> Generate document
                </Button>
              </div>
            </form>
          </QueryState>
        </Card>
      ) : null}
      <Card className="overflow-hidden">
        <CardHeader title="Generated for this company" />
        <GeneratedDocumentsList
          args={{ companyId, includeDeleted: 'true' }}
          canDelete={canGenerate}
          canPurge={canPurge}
          showCompany={false}
        />
      </Card>
    </div>
  );
}
