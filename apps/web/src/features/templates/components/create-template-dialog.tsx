import { useState } from 'react';
import { Upload } from 'lucide-react';
import { templateMessages } from '@quayside/contract/messages';
import {
  TEMPLATE_FORMATS,
  TEMPLATE_PURPOSES,
  createTemplateFieldsSchema,
  type TemplateFormat,
  type TemplatePurpose,
} from '@quayside/contract/templates';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { FormModal } from '../../../components/ui/form-modal';
import { errorText } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast-result';
import { useCreateTemplate } from '../api/create-template';
import { ACCEPT_OF_FORMAT, FORMAT_LABELS, purposeLabel } from './labels';

type Errors = Partial<Record<'name' | 'purpose' | 'format' | 'changeLog' | 'file', string>>;

/** Upload a new template: its name, purpose and format, and the first version's file (checked by the server). */
export function CreateTemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { upload, uploading } = useCreateTemplate();
  const [name, setName] = useState('');
  const [purpose, setPurpose] = useState<TemplatePurpose>('board_resolution');
  const [format, setFormat] = useState<TemplateFormat>('docx');
  const [changeLog, setChangeLog] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setErrors({});
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    const parsed = createTemplateFieldsSchema.safeParse({
      name,
      purpose,
      format,
      changeLog: changeLog || undefined,
    });
    const next: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    if (!file) next.file = templateMessages.errors.fileMissing;
    setErrors(next);
    if (!parsed.success || !file) return;
    setFailure(null);
    try {
      const res = await upload({ ...parsed.data, file });
      toastSuccess(res, templateMessages.success.created);
      setName('');
      setChangeLog('');
      setFile(null);
      close();
    } catch (err) {
      setFailure(errorText(err, templateMessages.fallback.create));
    }
  };
  return (
    <FormModal
      open={open}
      onClose={close}
      title="Upload a template"
      description="Placeholders name the company's data, e.g. {company.name} and {#directors}{fullName}{/directors} in Word, {{company.name}} and {{#each directors}} in HTML. An unknown placeholder is refused."
      submitLabel="Upload template"
      submitIcon={<Upload className="size-4" aria-hidden="true" />}
      busy={uploading}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      footnote={
        failure ? (
          <div className="mt-3">
            <FormAlert>{failure}</FormAlert>
          </div>
        ) : null
      }
    >
      <Field label="Name" error={errors.name}>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Purpose" error={errors.purpose}>
          <Select value={purpose} onChange={(e) => setPurpose(e.target.value as TemplatePurpose)}>
            {TEMPLATE_PURPOSES.map((p) => (
              <option key={p} value={p}>
                {purposeLabel(p)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Format" error={errors.format}>
          <Select value={format} onChange={(e) => setFormat(e.target.value as TemplateFormat)}>
            {TEMPLATE_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label="Template file"
        hint={format === 'docx' ? 'A Word document (.docx)' : 'An HTML page written in Handlebars (.html)'}
        error={errors.file}
      >
        <Input
          type="file"
          accept={ACCEPT_OF_FORMAT[format]}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      <Field label="Change log (optional)" error={errors.changeLog}>
        <Textarea rows={2} value={changeLog} onChange={(e) => setChangeLog(e.target.value)} />
      </Field>
    </FormModal>
  );
}
