import { Anchor } from 'lucide-react';
import { Link } from 'react-router';

/** The Quayside wordmark for the dashboard (light on the dark sidebar, dark on the white top bar). */
export function BrandMark({ to, tone = 'light' }: { to: string; tone?: 'light' | 'dark' }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
      aria-label="Quayside dashboard home"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-accent-400 text-brand-900">
        <Anchor className="size-4.5" aria-hidden="true" strokeWidth={2.5} />
      </span>
      <span className={tone === 'light' ? 'text-lg font-semibold tracking-tight text-white' : 'text-lg font-semibold tracking-tight text-brand-900'}>
        Quayside
      </span>
    </Link>
  );
}
