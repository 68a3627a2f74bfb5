import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { DashboardDeadline } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useGetPreparerDashboardQuery } from '../api/get-dashboard';
import { CalendarEntryModal } from './calendar-entry-modal';
import { DeadlineList } from './deadline-list';

/**
 * The company's compliance deadlines of the next 30 days (from the preparer dashboard: the API gives staff no
 * per-company calendar list), each with "Update" to reschedule it or record it done / not applicable.
 */
export function CalendarPanel({ companyId }: { companyId: string }) {
  const query = useGetPreparerDashboardQuery();
  const [editing, setEditing] = useState<DashboardDeadline | null>(null);
  const items = (query.data?.upcomingDeadlines.items ?? []).filter((d) => d.companyId === companyId);
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Calendar" description="Deadlines in the next 30 days" icon={<CalendarClock className="size-5" aria-hidden="true" />} />
      <QueryState
        query={query}
        failure={preparerMessages.fallback.dashboard}
        isEmpty={items.length === 0}
        empty={<EmptyState title="No deadlines in the next 30 days" description="Later deadlines appear here as they come within 30 days." />}
      >
        <DeadlineList items={items} onEdit={setEditing} showCompany={false} label="Deadlines" />
      </QueryState>
      <CalendarEntryModal entry={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
