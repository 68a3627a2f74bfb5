import { Link } from 'react-router';
import { Mail, MessageCircle, MessagesSquare } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import { ROLE_LABELS, normalizeRole } from '@quayside/contract/roles';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { initialsOf } from '../../../lib/format';
import { useGetChatAgentsQuery } from '../api/get-chat-agents';
import { useCompanyArg } from '../lib/use-company';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /dashboard/client/chat-agents: the firm's people assigned to the client, with role and e-mail. */
export function ChatAgentsPage() {
  useDocumentTitle('Your team');
  const query = useGetChatAgentsQuery(useCompanyArg());
  const agents = query.data ?? [];
  return (
    <div>
      <PageHeader
        title="Your team"
        description="The people at the firm who work on your account. Write to them any time."
      />
      <Card>
        <QueryState
          query={query}
          failure={clientMessages.fallback.chatAgents}
          isEmpty={agents.length === 0}
          empty={
            <EmptyState
              icon={<MessagesSquare className="size-6" aria-hidden="true" />}
              title="No one assigned yet"
              description="We assign a preparer as soon as your work starts."
            />
          }
        >
          <ul className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="agent-list">
            {agents.map((agent) => (
              <li key={agent.id} className="flex gap-3 rounded-lg border border-slate-200 p-4">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                >
                  {initialsOf(agent.fullName)}
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{agent.fullName}</p>
                  <p className="text-sm text-slate-600">{agent.title}</p>
                  <Badge tone="brand" className="mt-1">
                    {ROLE_LABELS[normalizeRole(agent.role)]}
                  </Badge>
                  <a
                    href={`mailto:${agent.email}`}
                    className="mt-2 flex items-center gap-1.5 text-sm break-all text-brand-700 hover:underline"
                  >
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    {agent.email}
                  </a>
                  <Link
                    to={`/dashboard/client/messages?with=${encodeURIComponent(agent.id)}`}
                    className="mt-1 flex items-center gap-1.5 text-sm text-brand-700 hover:underline"
                  >
                    <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
                    Message {agent.fullName}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </QueryState>
      </Card>
    </div>
  );
}
