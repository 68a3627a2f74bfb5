import { useState } from 'react';
import { Upload } from 'lucide-react';
import { templateMessages } from '@quayside/contract/messages';
import {
  ENGINE_OF_FORMAT,
  addTemplateVersionFieldsSchema,
  type DocumentTemplate,
} from '@quayside/contract/templates';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Textarea } from '../../../components/form/textarea';
import { FormModal } from '../../../components/ui/form-modal';
import { errorText } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast-result';
import { useAddTemplateVersion } from '../api/add-template-version';
import { ACCEPT_OF_FORMAT } from './labels';

/** Add the next version of a template: its file and what changed (the version number goes up by one). */
export function AddVersionDialog({
  template,
  open,
  onClose,
}: {
  template: DocumentTemplate;
  open: boolean;
  onClose: () => void;
}) {
  const { upload, uploading } = useAddTemplateVersion();
  const [changeLog, setChangeLog] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ changeLog?: string; file?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const engine = ENGINE_OF_FORMAT[template.format];
  const submit = async () => {
    const parsed = addTemplateVersionFieldsSchema.safeParse({ engine, changeLog });
    const next = {
      changeLog: parsed.success ? undefined : parsed.error.issues[0]?.message,
      file: file ? undefined : templateMessages.errors.fileMissing,
    };
    setErrors(next);
    if (!parsed.success || !file) return;
    setFailure(null);
    try {
      const res = await upload({ templateId: template.id, engine, changeLog: parsed.data.changeLog, file });
      toastSuccess(res, templateMessages.success.versionAdded);
      setChangeLog('');
      setFile(null);
      onClose();
    } catch (err) {
      setFailure(errorText(err, templateMessages.fallback.addVersion));
    }
  };
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={`New version of ${template.name}`}
      description={`Version ${(template.latestVersion?.version ?? 0) + 1}, filled with ${engine}.`}
      submitLabel="Add version"
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
      <Field label="Template file" error={errors.file}>
        <Input
          type="file"
          accept={ACCEPT_OF_FORMAT[template.format]}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      <Field label="Change log" hint="What changed in this version" error={errors.changeLog}>
        <Textarea rows={3} value={changeLog} onChange={(e) => setChangeLog(e.target.value)} />
      </Field>
    </FormModal>
  );
}
