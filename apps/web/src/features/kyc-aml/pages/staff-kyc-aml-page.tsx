import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StaffKycAmlPanel } from '../components/staff-kyc-aml-panel';

/** /dashboard/approver/companies/{id}/kyc-aml: the approver's view of a company's AML/KYC, where they sign off. */
export function StaffKycAmlPage() {
  const { id = '' } = useParams();
  useDocumentTitle('AML/KYC');
  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/dashboard/approver" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Overview
      </Link>
      <PageHeader title="AML/KYC" description="The company's request, surveys and risk rating. A high rating waits for your sign-off." />
      <StaffKycAmlPanel companyId={id} />
    </div>
  );
}
