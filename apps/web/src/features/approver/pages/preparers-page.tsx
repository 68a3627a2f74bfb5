import { Users } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PreparersLoadTable } from '../components/preparers-load-table';

/** /dashboard/approver/preparers: each preparer under the approver with companies, open and overdue tasks, requests. */
export function PreparersPage() {
  useDocumentTitle("Preparers' load");
  return (
    <>
      <PageHeader
        eyebrow="Approver"
        title="Preparers' load"
        description="The preparers who report to you, the most overdue work first."
      />
      <Card className="overflow-hidden">
        <CardHeader title="Preparers" icon={<Users className="size-5" aria-hidden="true" />} />
        <PreparersLoadTable />
      </Card>
    </>
  );
}
