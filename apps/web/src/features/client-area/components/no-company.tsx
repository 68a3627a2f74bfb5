import { Link } from 'react-router';
import { clientMessages } from '@quayside/contract/messages';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';

/** A client without a company yet: says so, what will appear once there is one, and starts an incorporation. */
export function NoCompanyCard({ description, className }: { description: string; className?: string }) {
  return (
    <Card className={className}>
      <EmptyState
        title={clientMessages.errors.noCompany}
        description={description}
        action={
          <Link to="/incorporate" className={buttonClasses()}>
            Start an incorporation
          </Link>
        }
      />
    </Card>
  );
}
