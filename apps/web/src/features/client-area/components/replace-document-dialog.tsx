import { useState } from 'react';
import { toast } from 'sonner';
import { clientMessages } from '@quayside/contract/messages';
import type { Document } from '@quayside/contract/client-area';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/form/field';
import { Modal } from '../../../components/ui/modal';
import { useReplaceDocument } from '../api/replace-document';
import { formatBytes, SINGLE_UPLOAD } from '../../../lib/files';
import { isCancelled } from '../../../lib/use-upload';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { UploadProgress } from '../../../components/ui/upload-progress';

/** Replaces a document's file(s) with one new file (PUT /api/client/replace-document/{id}). */
export function ReplaceDocumentDialog({
  document,
  onClose,
}: {
  document: Document | null;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const { upload, progress, uploading, error, cancel, reset } = useReplaceDocument();

  function close() {
    if (uploading) cancel();
    setFile(null);
    reset();
    onClose();
  }

  async function send() {
    if (!document || !file) return;
    try {
      const result = await upload({ documentId: document.id, file });
      toast.success(result.message || clientMessages.success.documentReplaced);
      setFile(null);
      onClose();
    } catch (e) {
      if (!isCancelled(e)) return; // the error shows in the dialog
    }
  }

  const bundle = (document?.files.length ?? 0) > 1;
  return (
    <Modal
      open={!!document}
      onClose={close}
      title="Replace document"
      description={document?.name}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void send()} disabled={!file} loading={uploading}>
            Replace
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          {bundle
            ? `The new file takes the place of all ${document?.files.length} files of this document, and it goes back for review.`
            : 'The new file takes the place of the current one, and the document goes back for review.'}
        </p>
        <FileDropZone
          rules={SINGLE_UPLOAD}
          onFiles={(files) => setFile(files[0] ?? null)}
          inputLabel="Choose the replacement file"
          disabled={uploading}
        />
        {file ? (
          <p className="text-sm text-slate-700">
            Selected: <span className="font-medium break-all">{file.name}</span> ({formatBytes(file.size)})
          </p>
        ) : null}
        {progress !== null ? <UploadProgress progress={progress} onCancel={cancel} /> : null}
        {error ? <FormAlert>{error.message}</FormAlert> : null}
      </div>
    </Modal>
  );
}
