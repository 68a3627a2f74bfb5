import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** A filtered list with nothing in it: says so and offers to take the filters away. */
export function NoMatches({
  title,
  description,
  onClear,
}: {
  title: string;
  description?: string;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={<Search className="size-6" aria-hidden="true" />}
      title={title}
      description={description}
      action={
        <Button variant="secondary" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
