import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { DashboardDeadline } from '@quayside/contract/preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useGetCompanyCalendarQuery } from '../api/get-company-calendar';
import { CalendarEntryModal } from './calendar-entry-modal';
import { DeadlineList } from './deadline-list';

/**
 * The company's whole compliance calendar (GET /api/company-preparer/{id}/calendar), soonest due first: overdue,
 * coming and done entries, each with "Update" to reschedule it or record it done / not applicable.
 */
export function CalendarPanel({ companyId, companyName }: { companyId: string; companyName: string }) {
  const query = useGetCompanyCalendarQuery(companyId);
  const [editing, setEditing] = useState<DashboardDeadline | null>(null);
  const items: DashboardDeadline[] = (query.data ?? []).map((e) => ({
    id: e.id,
    companyId,
    companyName,
    title: e.title,
    dueDate: e.dueDate,
    status: e.status,
    kind: e.kind,
  }));
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Calendar" description="Every deadline of this company, soonest first" icon={<CalendarClock className="size-5" aria-hidden="true" />} />
      <QueryState
        query={query}
        failure={preparerAreaMessages.fallback.calendar}
        isEmpty={items.length === 0}
        empty={<EmptyState title="No deadlines yet" description="The calendar fills from the company's jurisdiction, type and financial year end, and from entries the firm adds." />}
      >
        <DeadlineList items={items} onEdit={setEditing} showCompany={false} label="Deadlines" />
      </QueryState>
      <CalendarEntryModal entry={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
