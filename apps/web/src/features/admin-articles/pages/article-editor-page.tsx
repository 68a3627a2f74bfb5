import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertCircle, ArrowLeft, Check, CloudUpload, Eye, ImagePlus, Loader2, PenLine, Send, Trash2 } from 'lucide-react';
import {
  ARTICLE_CATEGORIES,
  articleSlugSchema,
  slugify,
  type AdminArticle,
  type ArticleDoc,
  type UpdateArticleBody,
} from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteArticleMutation, useGetArticleForEditingQuery, usePublishArticleMutation, useUpdateArticleMutation } from '../api/articles';
import { useUploadArticleImage } from '../api/upload-article-image';
import { articleProse, RichTextEditor } from '../components/rich-text-editor';
import { useAutosave, type SaveStatus } from '../components/use-autosave';

type Fields = {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string;
  authorName: string;
  authorRole: string;
  coverImageId: string | null;
  coverImageUrl: string | null;
  seoTitle: string;
  seoDescription: string;
  content: ArticleDoc;
};

const fieldsOf = (a: AdminArticle): Fields => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  category: a.category,
  tags: a.tags.join(', '),
  authorName: a.authorName,
  authorRole: a.authorRole ?? '',
  coverImageId: a.coverImageId,
  coverImageUrl: a.coverImageUrl,
  seoTitle: a.seoTitle ?? '',
  seoDescription: a.seoDescription ?? '',
  content: a.content,
});

const tagsOf = (text: string) => [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))].slice(0, 10);

/** What the page sends: fields that are not valid yet (an empty title, a half-typed slug) wait on the page. */
function bodyOf(f: Fields): UpdateArticleBody {
  const slug = articleSlugSchema.safeParse(f.slug);
  return {
    ...(f.title.trim() ? { title: f.title.trim() } : {}),
    ...(slug.success ? { slug: slug.data } : {}),
    excerpt: f.excerpt.slice(0, 500),
    content: f.content,
    category: f.category as UpdateArticleBody['category'],
    tags: tagsOf(f.tags).map((t) => t.slice(0, 40)),
    ...(f.authorName.trim() ? { authorName: f.authorName.trim().slice(0, 100) } : {}),
    authorRole: f.authorRole.trim() || null,
    coverImageId: f.coverImageId,
    seoTitle: f.seoTitle.trim().slice(0, 70) || null,
    seoDescription: f.seoDescription.trim().slice(0, 160) || null,
  };
}

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  error: 'Not saved',
};

function SaveIndicator({ status, error, onRetry }: { status: SaveStatus; error: string | null; onRetry: () => void }) {
  const icon =
    status === 'saving' ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : status === 'saved' ? <Check className="size-4" aria-hidden="true" /> : status === 'error' ? <AlertCircle className="size-4" aria-hidden="true" /> : <PenLine className="size-4" aria-hidden="true" />;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm" data-testid="save-status" data-status={status}>
      <span role="status" aria-live="polite" className={`inline-flex items-center gap-1.5 ${status === 'error' ? 'text-red-700' : status === 'saved' ? 'text-emerald-700' : 'text-slate-600'}`}>
        {icon} {STATUS_TEXT[status]}
      </span>
      {status === 'error' ? (
        <>
          <span className="min-w-0 break-words text-red-700">{error ? `(${error}) ` : ''}Your text stays here; retrying.</span>
          <Button variant="ghost" size="sm" onClick={onRetry}>
            Retry now
          </Button>
        </>
      ) : null}
    </div>
  );
}

function ArticleEditor({ article }: { article: AdminArticle }) {
  const navigate = useNavigate();
  const titleId = useId();
  const bodyLabelId = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(article));
  const [version, setVersion] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [publishOpen, setPublishOpen] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [deleteOpen, setDeleteOpen] = useState(false);
  // A draft that was never published follows its title with its slug until the author edits the slug.
  const slugFollowsTitle = useRef(!article.publishedAt && (article.slug === slugify(article.title) || article.slug.startsWith('untitled-article')));
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const [update] = useUpdateArticleMutation();
  const [publish, { isLoading: publishing }] = usePublishArticleMutation();
  const [remove, { isLoading: deleting }] = useDeleteArticleMutation();
  const cover = useUploadArticleImage();
  const isPublished = article.status === 'published';

  const save = useCallback(async () => {
    try {
      await update({ id: article.id, body: bodyOf(fieldsRef.current) }).unwrap();
      setSaveError(null);
    } catch (err) {
      setSaveError(errorText(err, articleMessages.fallback.update));
      throw err;
    }
  }, [article.id, update]);
  const { status, flush } = useAutosave({ version, save, enabled: !isPublished });

  const change = (patch: Partial<Fields>) => {
    setFields((f) => {
      const next = { ...f, ...patch };
      if (patch.title !== undefined && slugFollowsTitle.current) next.slug = slugify(patch.title) || f.slug;
      return next;
    });
    setVersion((v) => v + 1);
  };

  const slugProblem = fields.slug && !articleSlugSchema.safeParse(fields.slug).success ? 'Lower-case letters, digits and single hyphens only' : undefined;

  const saveNow = async () => {
    try {
      await flush();
      if (isPublished) toastSuccess({ message: articleMessages.success.updated }, articleMessages.success.updated);
    } catch (err) {
      toastFailure(err, articleMessages.fallback.update);
    }
  };

  const onPublish = async () => {
    try {
      await flush();
      const at = publishAt ? new Date(publishAt).toISOString() : null;
      const res = await publish({ id: article.id, publishAt: at }).unwrap();
      toastSuccess(res, articleMessages.success.published);
      setPublishOpen(false);
      navigate('/dashboard/admin/articles');
    } catch (err) {
      toastFailure(err, articleMessages.fallback.publish);
    }
  };

  const onDelete = async () => {
    try {
      toastSuccess(await remove(article.id).unwrap(), articleMessages.success.deleted);
      setDeleteOpen(false);
      navigate('/dashboard/admin/articles');
    } catch (err) {
      toastFailure(err, articleMessages.fallback.delete);
    }
  };

  const onCover = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await cover.upload(file);
      change({ coverImageId: image.id, coverImageUrl: image.url });
    } catch (err) {
      toastFailure(err, articleMessages.fallback.uploadImage);
    }
  };

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to="/dashboard/admin/articles" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> All articles
        </Link>
        <SaveIndicator status={status} error={saveError} onRetry={() => void flush().catch(() => undefined)} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <div>
            <label htmlFor={titleId} className="sr-only">
              Title
            </label>
            {/* A textarea that grows with the title (one line of text: Enter adds nothing). */}
            <textarea
              id={titleId}
              rows={1}
              value={fields.title}
              onChange={(e) => change({ title: e.target.value.replace(/[\r\n]+/g, ' ') })}
              placeholder="Title"
              maxLength={200}
              className="w-full resize-none rounded-lg border border-transparent bg-transparent px-1 py-1 text-2xl font-semibold tracking-tight text-slate-900 [field-sizing:content] placeholder:text-slate-400 hover:border-slate-200 focus:border-brand-500 focus:outline-none sm:text-3xl"
            />
            {!fields.title.trim() ? <p className="mt-1 text-sm text-red-700">{articleMessages.errors.emptyTitle}</p> : null}
          </div>

          <div role="tablist" aria-label="Editor view" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
            {(['write', 'preview'] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="tab"
                aria-selected={view === v}
                onClick={() => {
                  setView(v);
                  if (v === 'preview') void flush().catch(() => undefined);
                }}
                className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${view === v ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
              >
                {v === 'write' ? <PenLine className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
                {v === 'write' ? 'Write' : 'Preview'}
              </button>
            ))}
          </div>

          <div hidden={view !== 'write'}>
            <p id={bodyLabelId} className="mb-1.5 text-sm font-medium text-slate-800">
              Body
            </p>
            <RichTextEditor initial={article.content} labelledBy={bodyLabelId} onChange={(content) => change({ content })} />
          </div>
          {view === 'preview' ? (
            <Card aria-label="Preview" className="overflow-hidden">
              {fields.coverImageUrl ? <img src={fields.coverImageUrl} alt="" className="aspect-[2/1] w-full object-cover" /> : null}
              <CardBody>
                <p className="text-xs font-semibold tracking-[0.14em] text-brand-600 uppercase">{fields.category}</p>
                <h2 className="mt-2 text-2xl font-bold break-words text-brand-900">{fields.title}</h2>
                {fields.excerpt ? <p className="mt-2 text-slate-600">{fields.excerpt}</p> : null}
                {status !== 'saved' ? (
                  <p role="status" className="mt-4 text-sm text-slate-500">
                    The preview shows the last saved version; {status === 'error' ? 'saving failed.' : 'saving…'}
                  </p>
                ) : null}
                {/* HTML rendered and sanitised by the API (articles.render.ts), as the blog shows it. */}
                <div className={`${articleProse} mt-4`} dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
              </CardBody>
            </Card>
          ) : null}
        </div>

        <aside className="min-w-0 space-y-4" aria-label="Article settings">
          <Card>
            <CardHeader
              title="Publishing"
              action={isPublished ? <Badge tone="success">Published</Badge> : article.scheduledAt ? <Badge tone="warning">Scheduled</Badge> : <Badge>Draft</Badge>}
            />
            <CardBody className="space-y-3 text-sm text-slate-600">
              {isPublished ? (
                <>
                  <p>Published {formatDateTime(article.publishedAt)}. Changes go live when you save them.</p>
                  <Button onClick={saveNow} loading={status === 'saving'} disabled={status === 'saved'} className="w-full">
                    <CloudUpload className="size-4" aria-hidden="true" /> Save changes
                  </Button>
                  <a href={`/resources/blogs/${article.slug}`} target="_blank" rel="noopener noreferrer" className="block text-center font-medium text-brand-700 hover:underline">
                    View on the blog
                  </a>
                </>
              ) : (
                <>
                  <p>{article.scheduledAt ? `Due to publish ${formatDateTime(article.scheduledAt)}.` : 'Saved as you type. Only you and other admins see drafts.'}</p>
                  <Button onClick={() => setPublishOpen(true)} className="w-full">
                    <Send className="size-4" aria-hidden="true" /> Publish…
                  </Button>
                </>
              )}
              <Button variant="ghost" onClick={() => setDeleteOpen(true)} className="w-full text-red-700">
                <Trash2 className="size-4" aria-hidden="true" /> Delete article
              </Button>
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Details" />
            <CardBody className="space-y-4">
              <Field label="Slug" hint={`/resources/blogs/${fields.slug || '…'}${article.previousSlugs.length ? ` · old addresses redirect here: ${article.previousSlugs.join(', ')}` : ''}`} error={slugProblem}>
                <Input
                  value={fields.slug}
                  onChange={(e) => {
                    slugFollowsTitle.current = false;
                    change({ slug: e.target.value.toLowerCase() });
                  }}
                  autoComplete="off"
                  maxLength={120}
                />
              </Field>
              <Field label="Excerpt" hint="Shown on the blog list and in search results; taken from the text when left empty.">
                <Textarea rows={3} maxLength={500} value={fields.excerpt} onChange={(e) => change({ excerpt: e.target.value })} />
              </Field>
              <Field label="Category">
                <Select value={fields.category} onChange={(e) => change({ category: e.target.value })}>
                  {ARTICLE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Tags" hint="Separated by commas, up to 10.">
                <Input value={fields.tags} onChange={(e) => change({ tags: e.target.value })} autoComplete="off" />
              </Field>
              <Field label="Author">
                <Input value={fields.authorName} onChange={(e) => change({ authorName: e.target.value })} maxLength={100} />
              </Field>
              <Field label="Author's role" hint="e.g. Tax Director, Singapore">
                <Input value={fields.authorRole} onChange={(e) => change({ authorRole: e.target.value })} maxLength={100} />
              </Field>
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Cover image" />
            <CardBody className="space-y-3">
              {fields.coverImageUrl ? <img src={fields.coverImageUrl} alt="Cover" className="aspect-[2/1] w-full rounded-lg object-cover" /> : <p className="text-sm text-slate-500">No cover image.</p>}
              <div className="flex flex-wrap gap-2">
                <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-brand-200 hover:bg-slate-50">
                  <ImagePlus className="size-4" aria-hidden="true" /> {cover.uploading ? 'Uploading…' : fields.coverImageUrl ? 'Replace' : 'Upload'}
                  <input type="file" accept="image/png,image/jpeg" className="sr-only" aria-label="Cover image (PNG or JPEG)" onChange={(e) => void onCover(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
                </label>
                {fields.coverImageUrl ? (
                  <Button variant="ghost" size="sm" onClick={() => change({ coverImageId: null, coverImageUrl: null })}>
                    Remove
                  </Button>
                ) : null}
              </div>
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Search engines" />
            <CardBody className="space-y-4">
              <Field label="SEO title" hint={`${fields.seoTitle.length}/70 · the title when empty`}>
                <Input value={fields.seoTitle} onChange={(e) => change({ seoTitle: e.target.value })} maxLength={70} />
              </Field>
              <Field label="SEO description" hint={`${fields.seoDescription.length}/160 · the excerpt when empty`}>
                <Textarea rows={3} value={fields.seoDescription} onChange={(e) => change({ seoDescription: e.target.value })} maxLength={160} />
              </Field>
            </CardBody>
          </Card>
        </aside>
      </div>

      <Modal
        open={publishOpen}
        onClose={publishing ? () => undefined : () => setPublishOpen(false)}
        title="Publish this article?"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setPublishOpen(false)} disabled={publishing}>
              Cancel
            </Button>
            <Button onClick={onPublish} loading={publishing}>
              {publishAt ? 'Schedule' : 'Publish now'}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-600">It goes to the top of the blog and its feed. Leave the date empty to publish now, or pick a time to schedule it.</p>
        <Field label="Publish at (optional)" className="mt-4">
          <Input type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
        </Field>
      </Modal>

      <ConfirmDialog
        open={deleteOpen}
        title="Delete this article?"
        description={`"${fields.title}" is removed from ${isPublished ? 'the blog' : 'the drafts'} for good.`}
        confirmLabel="Delete"
        busy={deleting}
        onCancel={() => setDeleteOpen(false)}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}

/** /dashboard/admin/articles/:id: write, preview, publish or schedule, delete. */
export function ArticleEditorPage() {
  const { id = '' } = useParams();
  const query = useGetArticleForEditingQuery(id, { skip: !id, refetchOnFocus: false });
  useDocumentTitle(query.data?.article.title ? `Edit: ${query.data.article.title}` : 'Edit article');
  return (
    <QueryState query={query} failure={articleMessages.fallback.get}>
      {query.data ? <ArticleEditor key={id} article={query.data.article} /> : null}
    </QueryState>
  );
}

export default ArticleEditorPage;
