import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { BrandSymbol } from '../../../components/ui/brand-symbol';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { SkipLink } from '../../../components/ui/skip-link';
import { logout, selectUser } from '../../../lib/session/session-slice';

/**
 * The frame of a step the user must finish before using their dashboard (forced password change, e-mail
 * verification): the brand bar, who is signed in, a way out, and one card.
 */
export function GateFrame({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: ReactNode;
  icon: ReactNode;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white">
      <SkipLink />
      <header className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 sm:px-6">
        <span className="flex items-center gap-2.5 text-base font-bold tracking-[0.16em] text-brand-900">
          <BrandSymbol />
          QUAYSIDE
        </span>
        <div className="flex items-center gap-3">
          {user ? <span className="hidden text-sm text-slate-600 sm:inline">{user.email}</span> : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void dispatch(logout())}
            icon={<LogOut className="size-4" aria-hidden="true" />}
          >
            Sign out
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-xl shadow-brand-900/5 sm:px-10">
          <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            {icon}
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-brand-900">{title}</h1>
          <div className="mt-2 text-sm leading-6 text-slate-600">{description}</div>
          <div className="mt-7">{children}</div>
        </div>
      </main>
    </div>
  );
}
