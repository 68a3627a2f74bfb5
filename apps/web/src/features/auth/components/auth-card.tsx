import type { ReactNode } from 'react';

type AuthCardProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
};

/** The frame of the sign-in, reset and password screens: one focused card on a quiet background. */
export function AuthCard({ title, description, children, footer, icon }: AuthCardProps) {
  return (
    <div className="flex min-h-[calc(100dvh-5rem)] items-start justify-center bg-gradient-to-b from-brand-50 via-white to-white px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10">
          {icon ? (
            <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {icon}
            </span>
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight text-brand-900">{title}</h1>
          {description ? <p className="mt-2 text-sm leading-6 text-slate-600">{description}</p> : null}
          <div className="mt-7">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
