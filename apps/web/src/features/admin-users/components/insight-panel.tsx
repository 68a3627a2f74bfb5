import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FileText, Lightbulb, X } from 'lucide-react';
import { INSIGHT_CONTENT_MAX, INSIGHT_MAX_FILES } from '@quayside/contract/admin-comms';
import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import { adminMessages } from '@quayside/contract/messages';
import { FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useGetInsightHistoryQuery, useSaveInsightRecommendation } from '../api/insight-recommendation';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,application/pdf,image/jpeg,image/png,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ALLOWED = /\.(pdf|jpe?g|png|docx)$/i;
const MAX_MB = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024);

/**
 * The client's insight recommendation on the admin's user page: edit the text, keep or drop the current files,
 * attach new ones (PDF, JPEG, PNG, DOCX). Each save is a new version; the history lists them all. The client
 * reads the latest under Insights.
 */
export function InsightPanel({ userId, name }: { userId: string; name: string }) {
  const ids = { content: useId(), files: useId(), hint: useId() };
  const history = useGetInsightHistoryQuery(userId);
  const latest = history.data?.items[0] ?? null;
  const { save, isSaving } = useSaveInsightRecommendation();
  const [content, setContent] = useState('');
  const [kept, setKept] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Start from the current version when a new one arrives (first load, after a save), not on every refetch, and
  // never over what the admin has typed since (text written while the history was still loading, or while another
  // admin saved, is kept; a successful save clears `edited`, so the saved version then shows).
  const [syncedId, setSyncedId] = useState<string | null | undefined>(undefined);
  const [edited, setEdited] = useState(false);
  const latestId = history.isSuccess ? (latest?.id ?? null) : undefined;
  if (latestId !== undefined && latestId !== syncedId) {
    setSyncedId(latestId);
    if (!edited) setContent(latest?.content ?? '');
    setKept(latest?.files.map((f) => f.fileId) ?? []);
  }

  const onPick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const bad = picked.find((f) => !ALLOWED.test(f.name) || f.size > MAX_UPLOAD_BYTES);
    if (bad) {
      setProblem(`${bad.name}: send a PDF, JPEG, PNG or DOCX file of at most ${MAX_MB} MB.`);
    } else if (kept.length + files.length + picked.length > INSIGHT_MAX_FILES) {
      setProblem(`At most ${INSIGHT_MAX_FILES} files per recommendation.`);
    } else {
      setProblem(null);
      setFiles((prev) => [...prev, ...picked]);
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) {
      setProblem('Write the recommendation');
      return;
    }
    setProblem(null);
    try {
      const result = await save({ userId, content: content.trim(), keepFileIds: kept, files });
      toast.success(result.message || adminMessages.success.insightUpdated);
      setFiles([]);
      setEdited(false);
    } catch (error) {
      const text = errorText(error, adminMessages.fallback.insight);
      setProblem(text);
      toast.error(text);
    }
  };

  return (
    <Card className="mt-6">
      <CardHeader
        title="Insight recommendation"
        icon={<Lightbulb className="size-5" aria-hidden="true" />}
        description={`${name} reads the latest version under Insights. Every save is kept in the history.`}
      />
      <CardBody>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <div className="space-y-1.5">
            <label htmlFor={ids.content} className="text-sm font-medium text-slate-800">
              Recommendation
            </label>
            <Textarea
              id={ids.content}
              rows={6}
              maxLength={INSIGHT_CONTENT_MAX}
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                setEdited(true);
              }}
              aria-describedby={ids.hint}
            />
            <p id={ids.hint} className="text-sm text-slate-500">
              {content.length} of {INSIGHT_CONTENT_MAX} characters.
            </p>
          </div>
          {latest && latest.files.length > 0 ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Files of the current version</legend>
              {latest.files.map((f) => (
                <label key={f.fileId} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300"
                    checked={kept.includes(f.fileId)}
                    onChange={(e) => setKept((prev) => (e.target.checked ? [...prev, f.fileId] : prev.filter((id) => id !== f.fileId)))}
                  />
                  Keep {f.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="space-y-1.5">
            <label htmlFor={ids.files} className="text-sm font-medium text-slate-800">
              Attach files
            </label>
            <input
              ref={fileInput}
              id={ids.files}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={(e) => onPick(e.target.files)}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
            />
            <p className="text-sm text-slate-500">
              PDF, JPEG, PNG or DOCX, up to {MAX_MB} MB each, {INSIGHT_MAX_FILES} files in all.
            </p>
            {files.length > 0 ? (
              <ul className="space-y-1" aria-label="Files to attach">
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm">
                    <span className="truncate">{f.name}</span>
                    <Button variant="ghost" size="sm" onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))} aria-label={`Remove ${f.name}`}>
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={isSaving}>
              Save recommendation
            </Button>
          </div>
        </form>
        <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-900">History</h3>
        <QueryState
          query={history}
          failure={adminMessages.fallback.insightHistory}
          isEmpty={(history.data?.items.length ?? 0) === 0}
          empty={<EmptyState title="No recommendation yet" description="The first save starts the history." />}
        >
          <ol className="space-y-3" aria-label="Recommendation history">
            {history.data?.items.map((r, i) => (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="text-xs text-slate-500">
                  {i === 0 ? 'Current · ' : ''}
                  {formatDateTime(r.createdAt)}
                  {r.createdBy ? ` · ${r.createdBy.fullName}` : ''}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-800">{r.content}</p>
                {r.files.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {r.files.map((f) =>
                      f.url ? (
                        <li key={f.fileId}>
                          <a href={f.url} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                            <FileText className="size-4" aria-hidden="true" /> {f.name}
                          </a>
                        </li>
                      ) : (
                        <li key={f.fileId} className="text-slate-500">
                          {f.name}
                        </li>
                      ),
                    )}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </QueryState>
      </CardBody>
    </Card>
  );
}
