import type { ReactNode } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

type ErrorStateProps = {
  /** What failed, e.g. the call's text "Failed to load company". */
  title?: ReactNode;
  /** The reason (the server's message). */
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

/** A failed load: says what went wrong and offers to try again. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center px-6 py-10 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-3 text-base font-semibold text-slate-900">{title}</p>
      {message && message !== title ? (
        <p className="mt-1 max-w-sm text-sm text-slate-600">{message}</p>
      ) : null}
      {onRetry ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={onRetry}
          loading={retrying}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          Try again
        </Button>
      ) : null}
    </div>
  );
}
