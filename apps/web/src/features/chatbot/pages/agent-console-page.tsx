import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HandoverQueue } from '../components/handover-queue';

/** /dashboard/preparer/handovers and /dashboard/admin/handovers: the staff agent console. */
export function AgentConsolePage() {
  useDocumentTitle('Assistant handovers');
  return (
    <div>
      <PageHeader title="Assistant handovers" description="Clients who asked the assistant for a person. Join a conversation to reply; close it to hand it back to the assistant." />
      <HandoverQueue />
    </div>
  );
}
