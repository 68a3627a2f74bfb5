import { ExternalLink, FileText } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { isSameOrigin, previewKind } from '../lib/files';

type PreviewProps = { name: string; mimeType: string; url: string; className?: string };

/**
 * A file shown in the page: a PDF in a frame, an image as an image, anything else (or a PDF from external
 * storage, which the page may not frame) as a link that opens it in a new tab.
 */
export function FilePreview({ name, mimeType, url, className }: PreviewProps) {
  const kind = previewKind(mimeType, name);
  const open = (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <ExternalLink className="size-4" aria-hidden="true" />
      Open in new tab
    </a>
  );
  if (kind === 'image') {
    return (
      <div className={className}>
        <img src={url} alt={`Preview of ${name}`} className="mx-auto max-h-[60dvh] w-auto rounded-lg border border-slate-200 object-contain" />
        <div className="mt-2 flex justify-end">{open}</div>
      </div>
    );
  }
  if (kind === 'pdf' && isSameOrigin(url)) {
    return (
      <div className={className}>
        <iframe title={`Preview of ${name}`} src={url} className="h-[50dvh] w-full rounded-lg sm:h-[60dvh] border border-slate-200 bg-slate-50" />
        <div className="mt-2 flex justify-end">{open}</div>
      </div>
    );
  }
  return (
    <div className={`flex flex-col items-center rounded-lg border border-dashed border-slate-300 py-10 text-center ${className ?? ''}`}>
      <FileText className="size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 mb-4 text-sm text-slate-600">This file cannot be shown here.</p>
      {open}
    </div>
  );
}
