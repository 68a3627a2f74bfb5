import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { cn } from '../../../../lib/cn';
import { toastResult } from '../../../../lib/toast-result';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LockedNote } from './locked-note';

type PartCardProps = {
  title: string;
  description?: string | undefined;
  icon: ReactNode;
  /** Whether the client may change this part now (see canEdit); when not, the card says why under its content. */
  editable: boolean;
  dashboardLocked: boolean;
  /** The header's button while the part is editable: "Add" opens a blank form, "Edit" the part's own. */
  action: { label: 'Add' | 'Edit'; onClick: () => void };
  /** The part's forms and confirmations (dialogs, out of the card's flow). */
  dialogs?: ReactNode;
  children: ReactNode;
};

/** One part of the company's record (details, directors, shareholders, services) as a card. */
export function PartCard({
  title,
  description,
  icon,
  editable,
  dashboardLocked,
  action,
  dialogs,
  children,
}: PartCardProps) {
  return (
    <Card>
      <CardHeader
        title={title}
        description={description}
        icon={icon}
        action={
          editable ? (
            <Button
              size="sm"
              variant="secondary"
              icon={
                action.label === 'Add' ? (
                  <Plus className="size-4" aria-hidden="true" />
                ) : (
                  <Pencil className="size-4" aria-hidden="true" />
                )
              }
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ) : null
        }
      />
      {children}
      {!editable ? <LockedNote dashboardLocked={dashboardLocked} /> : null}
      {dialogs}
    </Card>
  );
}

/** The records of a part (people, services), or what to do when there are none. */
export function RecordList({
  testId,
  isEmpty,
  emptyTitle,
  emptyHint,
  children,
}: {
  testId: string;
  isEmpty: boolean;
  emptyTitle: string;
  /** Shown under the empty title; give it only when the client can add. */
  emptyHint?: string | undefined;
  children: ReactNode;
}) {
  if (isEmpty) return <EmptyState title={emptyTitle} description={emptyHint} />;
  return (
    <ul className="divide-y divide-slate-100" data-testid={testId}>
      {children}
    </ul>
  );
}

/** One record: its text, and its buttons beside it (under it on a phone). */
export function RecordRow({
  align,
  actions,
  children,
}: {
  /** Where the buttons sit beside the text from tablet width up. */
  align: 'start' | 'center';
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        'flex flex-col gap-2 px-5 py-3 sm:flex-row',
        align === 'start' ? 'sm:items-start' : 'sm:items-center',
      )}
    >
      <div className="min-w-0 flex-1">{children}</div>
      {actions}
    </li>
  );
}

/** A record's Remove button; its label names what it removes ("Remove director Elena Petrova"). */
export function RemoveButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={cn('text-red-700 hover:bg-red-50', className)}
      icon={<Trash2 className="size-4" aria-hidden="true" />}
      onClick={onClick}
      aria-label={label}
    >
      Remove
    </Button>
  );
}

/** Edit and Remove for a person on the record; `noun` and `name` make the labels ("Edit director Elena Petrova"). */
export function RecordActions({
  noun,
  name,
  onEdit,
  onRemove,
}: {
  noun: string;
  name: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        size="sm"
        variant="ghost"
        icon={<Pencil className="size-4" aria-hidden="true" />}
        onClick={onEdit}
        aria-label={`Edit ${noun} ${name}`}
      >
        Edit
      </Button>
      <RemoveButton label={`Remove ${noun} ${name}`} onClick={onRemove} />
    </div>
  );
}

export type Removal<T> = {
  /** The record waiting for the client's yes, if any. */
  item: T | null;
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
};

/**
 * Removing a record after a confirmation: `ask` opens the question, `confirm` sends the removal and says how it
 * went in a toast (the server's message, or why it failed); the question closes either way.
 */
export function useRemoval<T>({
  remove,
  success,
  failure,
}: {
  remove: (item: T) => PromiseLike<{ message?: string }>;
  success: string;
  failure: string;
}): Removal<T> {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    ask: setItem,
    cancel: () => setItem(null),
    confirm: async () => {
      if (item === null) return;
      await toastResult(() => remove(item), { success, failure });
      setItem(null);
    },
  };
}

/** The confirmation of a useRemoval; `describe` says what removing this record does. */
export function RemovalDialog<T>({
  removal,
  title,
  describe,
  confirmLabel,
  busy,
}: {
  removal: Removal<T>;
  title: string;
  describe: (item: T) => string;
  confirmLabel: string;
  busy: boolean;
}) {
  return (
    <ConfirmDialog
      open={removal.item !== null}
      title={title}
      description={removal.item !== null ? describe(removal.item) : undefined}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={() => void removal.confirm()}
      onCancel={removal.cancel}
    />
  );
}
