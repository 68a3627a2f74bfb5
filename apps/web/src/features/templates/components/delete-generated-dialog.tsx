import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { templateMessages } from '@quayside/contract/messages';
import type { GeneratedDocument } from '@quayside/contract/templates';
import { Field, FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { FormModal } from '../../../components/ui/form-modal';
import { errorText } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast-result';
import { useDeleteGeneratedDocumentMutation } from '../api/delete-generated-document';

type Mode = 'soft' | 'hard' | 'purge';
const MODES: { mode: Mode; label: string; detail: string; adminOnly: boolean }[] = [
  {
    mode: 'soft',
    label: 'Withdraw (keep the record)',
    detail: 'The client no longer sees it; the record stays here with your reason.',
    adminOnly: false,
  },
  {
    mode: 'hard',
    label: 'Remove for good',
    detail: 'The record and the client\u2019s copy are removed; the stored file is kept, no longer served.',
    adminOnly: true,
  },
  {
    mode: 'purge',
    label: 'Remove for good and purge the file',
    detail: 'The record, the client\u2019s copy and the stored file are all removed. This cannot be undone.',
    adminOnly: true,
  },
];

/** Asks how to delete a generated document and why, then deletes it (the confirmation is this dialog's submit). */
export function DeleteGeneratedDialog({
  doc,
  canPurge,
  onClose,
}: {
  doc: GeneratedDocument | null;
  canPurge: boolean;
  onClose: () => void;
}) {
  const [remove, { isLoading }] = useDeleteGeneratedDocumentMutation();
  const [mode, setMode] = useState<Mode>('soft');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setMode('soft');
    setReason('');
    setError(undefined);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!doc) return;
    if (reason.trim().length < 3) {
      setError('Give a reason (at least 3 characters)');
      return;
    }
    setError(undefined);
    try {
      const res = await remove({
        generatedDocumentId: doc.id,
        hard: mode !== 'soft',
        purgeS3: mode === 'purge',
        deletedReason: reason.trim(),
      }).unwrap();
      toastSuccess(res, templateMessages.success.deleted);
      close();
    } catch (err) {
      setFailure(errorText(err, templateMessages.fallback.deleteGenerated));
    }
  };
  return (
    <FormModal
      open={!!doc}
      onClose={close}
      title={`Delete ${doc?.name ?? 'document'}?`}
      description={
        doc
          ? `Generated for ${doc.companyName ?? 'the company'}; the client is no longer able to download it.`
          : undefined
      }
      submitLabel="Delete document"
      submitIcon={<Trash2 className="size-4" aria-hidden="true" />}
      busy={isLoading}
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
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">How</legend>
        {MODES.filter((m) => canPurge || !m.adminOnly).map((m) => (
          <label
            key={m.mode}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="delete-mode"
              value={m.mode}
              checked={mode === m.mode}
              onChange={() => setMode(m.mode)}
              className="mt-1"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{m.label}</span>
              <span className="block text-sm text-slate-600">{m.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field label="Reason" error={error}>
        <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </FormModal>
  );
}
