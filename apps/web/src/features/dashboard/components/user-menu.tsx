import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, KeyRound, LogOut } from 'lucide-react';
import type { User } from '@quayside/contract/auth';
import { ROLE_LABELS, normalizeRole } from '@quayside/contract/roles';
import { useAppDispatch } from '../../../app/store';
import { Modal } from '../../../components/ui/modal';
import { initialsOf } from '../../../lib/format';
import { ChangePasswordForm } from '../../auth/components/change-password-form';
import { logout } from '../../auth/auth-slice';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/** The signed-in person (name, role) with "Change password" and "Sign out". A menu-button (WAI-ARIA pattern). */
export function UserMenu({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const role = ROLE_LABELS[normalizeRole(user.role)];

  useEffect(() => {
    if (!open) return;
    const first = menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const signOut = async () => {
    close(false);
    setSigningOut(true);
    // The sign-in page then says "Logged out" (DashboardRoot hands it the notice).
    await dispatch(logout());
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.fullName}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
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
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 pt-2 pb-3" role="none">
            <p className="truncate text-sm font-semibold text-slate-900">{user.fullName}</p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
            <p className="mt-1 text-xs font-medium tracking-wide text-brand-600 uppercase">{role}</p>
          </div>
          <div className="pt-1.5" role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                close(false);
                setChanging(true);
              }}
            >
              <KeyRound className="size-4 text-slate-500" aria-hidden="true" /> Change password
            </button>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => void signOut()}
              disabled={signingOut}
            >
              <LogOut className="size-4 text-slate-500" aria-hidden="true" /> Sign out
            </button>
          </div>
        </div>
      ) : null}
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
