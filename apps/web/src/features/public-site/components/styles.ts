/** Class names shared by the shell's buttons and links. */
export const authButtonClass =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-800 px-5 text-[15px] font-semibold text-white shadow-sm transition-colors hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70';

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 py-3 text-base font-semibold text-brand-900 shadow-sm transition-colors hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export const navyButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-800 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const ghostLightButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export const outlineButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-brand-900 transition-colors hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const textLink =
  'font-semibold text-brand-700 underline decoration-brand-100 decoration-2 underline-offset-4 hover:decoration-brand-700';
