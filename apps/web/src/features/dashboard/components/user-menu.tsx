import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, KeyRound, LogOut } from 'lucide-react';
import type { User } from '@quayside/contract/auth';
import { ROLE_LABELS, normalizeRole } from '@quayside/contract/roles';
import { useAppDispatch } from '../../../app/store';
import { Modal } from '../../../components/ui/modal';
import { initialsOf } from '../../../lib/format';
import { logout } from '../../../lib/session/session-slice';
import { ChangePasswordForm } from './change-password-form';

const itemClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100';

/**
 * The signed-in person (name, role) with "Change password" and "Sign out": a menu button (Radix DropdownMenu:
 * arrow keys, typeahead, Escape, focus back on the button). Not modal, so the dialog it opens owns the focus.
 */
export function UserMenu({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [changing, setChanging] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const role = ROLE_LABELS[normalizeRole(user.role)];

  const signOut = async () => {
    setSigningOut(true);
    // The sign-in page then says "Logged out" (DashboardRoot hands it the notice).
    await dispatch(logout());
  };

  return (
    <div className="relative">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`Account menu for ${user.fullName}`}
          className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:rounded-lg"
        >
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
          >
            {initialsOf(user.fullName)}
          </span>
          <span className="hidden min-w-0 text-left sm:block">
            <span
              className="block max-w-44 truncate text-sm font-semibold text-slate-900"
              data-testid="user-menu-name"
            >
              {user.fullName}
            </span>
            <span className="block text-xs text-slate-600">{role}</span>
          </span>
          <ChevronDown className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            aria-label="Account"
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-40 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <div className="border-b border-slate-100 px-3 pt-2 pb-3" role="none">
              <p className="truncate text-sm font-semibold text-slate-900">{user.fullName}</p>
              <p className="truncate text-sm text-slate-500">{user.email}</p>
              <p className="mt-1 text-xs font-medium tracking-wide text-brand-600 uppercase">{role}</p>
            </div>
            <div className="pt-1.5" role="none">
              <DropdownMenu.Item className={itemClass} onSelect={() => setChanging(true)}>
                <KeyRound className="size-4 text-slate-500" aria-hidden="true" /> Change password
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} disabled={signingOut} onSelect={() => void signOut()}>
                <LogOut className="size-4 text-slate-500" aria-hidden="true" /> Sign out
              </DropdownMenu.Item>
            </div>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Modal
        open={changing}
        onClose={() => setChanging(false)}
        title="Change password"
        description="Other devices signed in to your account will be signed out."
      >
        <ChangePasswordForm onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />
      </Modal>
    </div>
  );
}
