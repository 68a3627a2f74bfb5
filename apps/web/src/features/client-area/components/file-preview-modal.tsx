import { useCallback, useEffect, useState } from 'react';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/form-errors';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { useLazyGetFileUrlQuery } from '../api/get-file-url';
import { downloadUrl, formatBytes, previewKind } from '../../../lib/files';

export type PreviewFile = {
  docId: string;
  fileId: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  /** The signed URL the list came with (may have expired). */
  url?: string | undefined;
};

/**
 * Asks the API for a fresh signed URL for one file; the list's URL is the fallback when that call fails
 * (signed URLs expire after a few minutes, and a page may have been open longer).
 */
function useFreshUrl(): (file: PreviewFile) => Promise<string> {
  const [getFileUrl] = useLazyGetFileUrlQuery();
  return useCallback(
    async (file: PreviewFile) => {
      try {
        return (await getFileUrl({ docId: file.docId, fileId: file.fileId }).unwrap()).url;
      } catch (error) {
        if (file.url) return file.url;
        throw error;
      }
    },
    [getFileUrl],
  );
}

/** Downloads one file through a fresh signed URL, telling the user when it fails. */
export function useDownloadFile(): (file: PreviewFile) => Promise<void> {
  const freshUrl = useFreshUrl();
  return useCallback(
    async (file: PreviewFile) => {
      try {
        downloadUrl(await freshUrl(file), file.name);
      } catch (error) {
        toast.error(errorText(error, 'The file could not be downloaded'));
      }
    },
    [freshUrl],
  );
}

/** Shows a PDF or image in a dialog (with open-in-tab and download for phones, whose browsers rarely embed PDFs). */
export function FilePreviewModal({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  const [state, setState] = useState<{ url: string | null; error: string | null; loading: boolean }>({
    url: null,
    error: null,
    loading: false,
  });
  const [attempt, setAttempt] = useState(0);
  const freshUrl = useFreshUrl();

  useEffect(() => {
    if (!file) return;
    let live = true;
    setState({ url: null, error: null, loading: true });
    freshUrl(file)
      .then((url) => live && setState({ url, error: null, loading: false }))
      .catch(
        (error: unknown) =>
          live &&
          setState({ url: null, error: errorText(error, 'The file could not be opened'), loading: false }),
      );
    return () => {
      live = false;
    };
  }, [file, attempt, freshUrl]);

  const kind = file ? previewKind(file.mimeType, file.name) : null;
  // The app's own pages only frame their own origin: a PDF from external storage opens in a tab instead.
  const frameable = !!state.url && new URL(state.url, window.location.href).origin === window.location.origin;

  return (
    <Modal
      open={!!file}
      onClose={onClose}
      title={file?.name ?? ''}
      description={file ? formatBytes(file.sizeBytes) : undefined}
      size="xl"
      footer={
        state.url && file ? (
          <>
            <a
              href={state.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'secondary' })}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Open in new tab
            </a>
            <Button
              icon={<Download className="size-4" aria-hidden="true" />}
              onClick={() => file && state.url && downloadUrl(state.url, file.name)}
            >
              Download
            </Button>
          </>
        ) : null
      }
    >
      {state.loading ? <PageSpinner label="Opening the file" /> : null}
      {state.error ? (
        <ErrorState
          title="The file could not be opened"
          message={state.error}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : null}
      {state.url && kind === 'pdf' && !frameable ? <NotShown text="This PDF opens in a new tab." /> : null}
      {state.url && kind === 'pdf' && frameable ? (
        <iframe
          title={file?.name ?? 'Document preview'}
          src={state.url}
          className="h-[70dvh] w-full rounded-lg border border-slate-200 bg-slate-50"
        />
      ) : null}
      {state.url && kind === 'image' ? (
        <img
          src={state.url}
          alt={file?.name ?? ''}
          className="mx-auto max-h-[70dvh] w-auto rounded-lg border border-slate-200 object-contain"
        />
      ) : null}
      {state.url && !kind ? (
        <NotShown text="This file cannot be shown here. Download it to open it." />
      ) : null}
    </Modal>
  );
}

function NotShown({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center py-10 text-center text-slate-600">
      <FileText className="size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 text-sm">{text}</p>
    </div>
  );
}
