import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Eye, MoreHorizontal, PauseCircle, PlayCircle, ShieldCheck, Trash2, UserCog } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { AdminUser } from '@quayside/contract/admin-users';
import type { AccountActionKind } from './account-action-dialog';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

const dangerItemClass = itemClass
  .replace('text-slate-700', 'text-red-700')
  .replace('data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900', 'data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800');

/**
 * A row's actions: open the user, then the account actions (each opens its confirmation dialog). A deleted
 * account can only be opened. The admin's own row offers none of the actions that would lock them out.
 */
export function UserActionsMenu({
  user,
  selfId,
  onAction,
}: {
  user: AdminUser;
  selfId: string | undefined;
  onAction: (user: AdminUser, kind: AccountActionKind) => void;
}) {
  const navigate = useNavigate();
  const self = user.id === selfId;
  const live = !user.isDeleted;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${user.fullName}`}
        className="flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-40 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(`/dashboard/admin/users/${user.id}`)}>
            <Eye className="size-4 text-slate-500" aria-hidden="true" /> View user
          </DropdownMenu.Item>
          {live ? (
            <>
              <DropdownMenu.Item className={itemClass} disabled={self} onSelect={() => onAction(user, 'role')}>
                <UserCog className="size-4 text-slate-500" aria-hidden="true" /> Change role
              </DropdownMenu.Item>
              {user.isSuspended ? (
                <DropdownMenu.Item className={itemClass} onSelect={() => onAction(user, 'unsuspend')}>
                  <PlayCircle className="size-4 text-slate-500" aria-hidden="true" /> Lift the suspension
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item className={itemClass} disabled={self} onSelect={() => onAction(user, 'suspend')}>
                  <PauseCircle className="size-4 text-slate-500" aria-hidden="true" /> Suspend
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item className={itemClass} disabled={self} onSelect={() => onAction(user, 'block')}>
                {user.isBlocked ? (
                  <ShieldCheck className="size-4 text-slate-500" aria-hidden="true" />
                ) : (
                  <Ban className="size-4 text-slate-500" aria-hidden="true" />
                )}
                {user.isBlocked ? 'Lift the block' : 'Block'}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              <DropdownMenu.Item
                className={dangerItemClass}
                disabled={self}
                onSelect={() => onAction(user, 'delete')}
              >
                <Trash2 className="size-4" aria-hidden="true" /> Delete
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
