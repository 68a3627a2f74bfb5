import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CalendarClock, ExternalLink, FilePen, Newspaper, Plus } from 'lucide-react';
import type { AdminArticleSummary, ArticleSummary } from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toastFailure } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateArticleMutation, useGetDraftArticlesQuery, useGetPublishedArticlesQuery } from '../api/articles';

const editorPath = (id: string) => `/dashboard/admin/articles/${id}`;

function DraftRow({ a }: { a: AdminArticleSummary }) {
  const navigate = useNavigate();
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{a.title}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
          {a.scheduledAt ? (
            <Badge tone="warning">
              <CalendarClock className="size-3.5" aria-hidden="true" /> Scheduled {formatDateTime(a.scheduledAt)}
            </Badge>
          ) : (
            <Badge>Draft</Badge>
          )}
          <span>Changed {formatDateTime(a.updatedAt)}</span>
          <span className="break-all">/{a.slug}</span>
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => navigate(editorPath(a.id))} aria-label={`Edit ${a.title}`}>
        <FilePen className="size-4" aria-hidden="true" /> Edit
      </Button>
    </li>
  );
}

function PublishedRow({ a }: { a: ArticleSummary }) {
  const navigate = useNavigate();
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{a.title}</p>
        <p className="mt-0.5 text-sm text-slate-500">
          {a.category} · published {formatDate(a.publishedAt)} · {a.readingMinutes} min read
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <a className={buttonClasses({ variant: 'ghost', size: 'sm' })} href={`/resources/blogs/${a.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`Open ${a.title} on the blog`}>
          <ExternalLink className="size-4" aria-hidden="true" /> View
        </a>
        <Button variant="secondary" size="sm" onClick={() => navigate(editorPath(a.id))} aria-label={`Edit ${a.title}`}>
          <FilePen className="size-4" aria-hidden="true" /> Edit
        </Button>
      </div>
    </li>
  );
}

/** /dashboard/admin/articles: the drafts (with scheduled ones) and the published articles, newest first. */
export function AdminArticlesPage() {
  useDocumentTitle('Articles');
  const navigate = useNavigate();
  const drafts = useGetDraftArticlesQuery();
  const published = useGetPublishedArticlesQuery();
  const [create, { isLoading: creating }] = useCreateArticleMutation();
  const [tab, setTab] = useState<'drafts' | 'published'>('drafts');

  const newArticle = async () => {
    try {
      const { article } = await create({ title: 'Untitled article' }).unwrap();
      navigate(editorPath(article.id));
    } catch (err) {
      toastFailure(err, articleMessages.fallback.create);
    }
  };

  const draftItems = drafts.data?.articles ?? [];
  const publishedItems = published.data?.articles ?? [];
  const tabClass = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`;

  return (
    <div>
      <PageHeader
        title="Articles"
        description="Write for the blog at /resources/blogs. Drafts save as you type; publishing puts an article at the top of the blog, now or at a date you choose."
        actions={
          <Button onClick={newArticle} loading={creating}>
            <Plus className="size-4" aria-hidden="true" /> New article
          </Button>
        }
      />
      <div role="tablist" aria-label="Articles" className="mb-4 inline-flex gap-1 rounded-lg bg-slate-100 p-1">
        <button type="button" role="tab" id="tab-drafts" aria-controls="panel-drafts" aria-selected={tab === 'drafts'} className={tabClass(tab === 'drafts')} onClick={() => setTab('drafts')}>
          Drafts{drafts.data ? ` (${draftItems.length}${drafts.data.hasMore ? '+' : ''})` : ''}
        </button>
        <button type="button" role="tab" id="tab-published" aria-controls="panel-published" aria-selected={tab === 'published'} className={tabClass(tab === 'published')} onClick={() => setTab('published')}>
          Published{published.data ? ` (${publishedItems.length}${published.data.hasMore ? '+' : ''})` : ''}
        </button>
      </div>
      {tab === 'drafts' ? (
        <Card id="panel-drafts" role="tabpanel" aria-labelledby="tab-drafts" className="overflow-hidden">
          <CardHeader title="Drafts" icon={<FilePen className="size-5" aria-hidden="true" />} description="Most recently changed first. Scheduled drafts publish themselves at their time." />
          <QueryState
            query={drafts}
            failure={articleMessages.fallback.drafts}
            isEmpty={draftItems.length === 0}
            empty={<EmptyState title="No drafts" description="Start a new article; it stays a draft until you publish it." />}
          >
            <ul className="divide-y divide-slate-100" aria-label="Draft articles">
              {draftItems.map((a) => (
                <DraftRow key={a.id} a={a} />
              ))}
            </ul>
          </QueryState>
        </Card>
      ) : (
        <Card id="panel-published" role="tabpanel" aria-labelledby="tab-published" className="overflow-hidden">
          <CardHeader title="Published" icon={<Newspaper className="size-5" aria-hidden="true" />} description="As the blog shows them: newest first." />
          <QueryState
            query={published}
            failure={articleMessages.fallback.published}
            isEmpty={publishedItems.length === 0}
            empty={<EmptyState title="Nothing published yet" description="Published articles appear on the blog and in its feed." />}
          >
            <ul className="divide-y divide-slate-100" aria-label="Published articles">
              {publishedItems.map((a) => (
                <PublishedRow key={a.id} a={a} />
              ))}
            </ul>
          </QueryState>
        </Card>
      )}
    </div>
  );
}

export default AdminArticlesPage;
