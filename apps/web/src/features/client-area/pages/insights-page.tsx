import { Link } from 'react-router';
import { AlertTriangle, Info, Lightbulb, OctagonAlert, Paperclip, Sparkles } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import type { Insight } from '@quayside/contract/client-area';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useGetInsightsQuery } from '../api/get-insights';
import { CompanySwitcher } from '../components/company-switcher';
import { formatDate, formatRelative } from '../../../lib/format';
import { safeAppPath } from '../lib/paths';
import { useCompanyArg } from '../lib/use-company';
import { useDocumentTitle } from '../../../lib/use-document-title';

const severity = {
  critical: { icon: OctagonAlert, box: 'border-red-200 bg-red-50', text: 'text-red-700', label: 'Urgent' },
  warning: {
    icon: AlertTriangle,
    box: 'border-amber-200 bg-amber-50',
    text: 'text-amber-700',
    label: 'Attention',
  },
  info: {
    icon: Info,
    box: 'border-brand-100 bg-brand-50/60',
    text: 'text-brand-700',
    label: 'For your information',
  },
} as const;
const order: Record<Insight['severity'], number> = { critical: 0, warning: 1, info: 2 };

/** /dashboard/client/insights: the firm's latest recommendation and what the records say needs doing. */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const query = useGetInsightsQuery(useCompanyArg());
  const items = [...(query.data?.items ?? [])].sort((a, b) => order[a.severity] - order[b.severity]);
  const rec = query.data?.recommendation ?? null;

  return (
    <div>
      <PageHeader
        title="Insights"
        description="Advice from your preparer and what we see in your records."
        actions={<CompanySwitcher />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader
            title="Recommendation from your preparer"
            icon={<Lightbulb className="size-5" aria-hidden="true" />}
          />
          <QueryState
            query={query}
            failure={clientMessages.fallback.insights}
            skeleton={<TextSkeleton lines={4} />}
            isEmpty={!rec}
            empty={
              <EmptyState
                title="No recommendation yet"
                description="Your preparer's advice for your company will appear here."
              />
            }
          >
            {rec ? (
              <CardBody>
                <p className="text-sm whitespace-pre-line text-slate-800">{rec.content}</p>
                {rec.files.length > 0 ? (
                  <ul className="mt-3 space-y-1">
                    {rec.files.map((f) => (
                      <li key={f.fileId}>
                        {f.url ? (
                          <a
                            href={f.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex items-center gap-1.5 text-sm text-brand-700 hover:underline"
                          >
                            <Paperclip className="size-4" aria-hidden="true" />
                            {f.name}
                          </a>
                        ) : (
                          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                            <Paperclip className="size-4" aria-hidden="true" />
                            {f.name}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-3 text-xs text-slate-500">
                  {rec.createdBy ? `${rec.createdBy.fullName}, ` : null}
                  {formatDate(rec.createdAt)}
                </p>
              </CardBody>
            ) : null}
          </QueryState>
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader title="From your records" icon={<Sparkles className="size-5" aria-hidden="true" />} />
          <QueryState
            query={query}
            failure={clientMessages.fallback.insights}
            isEmpty={items.length === 0}
            empty={
              <EmptyState
                title="Nothing to flag"
                description="Your records are in order. We will point out anything that needs you."
              />
            }
          >
            <ul className="space-y-3 p-4" data-testid="insight-list">
              {items.map((item) => {
                const s = severity[item.severity];
                const link = safeAppPath(item.link);
                return (
                  <li key={item.id} className={cn('flex gap-3 rounded-lg border p-3', s.box)}>
                    <s.icon className={cn('mt-0.5 size-5 shrink-0', s.text)} aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">
                        <span className="sr-only">{s.label}: </span>
                        {item.title}
                      </p>
                      <p className="mt-0.5 text-sm text-slate-700">{item.message}</p>
                      <p className="mt-1 text-xs text-slate-500">
                        {formatRelative(item.createdAt)}
                        {link ? (
                          <>
                            {' · '}
                            <Link to={link} className="font-medium text-brand-700 hover:underline">
                              Go there
                            </Link>
                          </>
                        ) : null}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </QueryState>
        </Card>
      </div>
    </div>
  );
}
