import { Link } from 'react-router';
import { BrandSymbol } from '../../../components/ui/brand-symbol';

/** The Quayside mark for the dashboard (light on the dark sidebar, dark on the white top bar). */
export function BrandMark({ to, tone = 'light' }: { to: string; tone?: 'light' | 'dark' }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
      aria-label="Quayside dashboard home"
    >
      <BrandSymbol tone={tone === 'light' ? 'light' : 'dark'} />
      <span
        className={
          tone === 'light'
            ? 'text-base font-bold tracking-[0.16em] text-white'
            : 'text-base font-bold tracking-[0.16em] text-brand-900'
        }
      >
        QUAYSIDE
      </span>
    </Link>
  );
}
