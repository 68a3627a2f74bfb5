import { LOGO_HEIGHT, LOGO_WIDTH } from '@quayside/contract/constants';
import { siteConfig } from '../site-config';

/** The Quayside logo at 190 by 56 (part 1 section 9). `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const word = tone === 'dark' ? '#0b3954' : '#ffffff';
  const sub = tone === 'dark' ? '#475569' : '#cbd5e1';
  return (
    <svg
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      viewBox="0 0 190 56"
      role="img"
      aria-label={siteConfig.brandName}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="0" y="8" width="40" height="40" rx="9" fill={tone === 'dark' ? '#0b3954' : '#ffffff'} />
      <circle
        cx="20"
        cy="26"
        r="9.5"
        fill="none"
        stroke={tone === 'dark' ? '#ffffff' : '#0b3954'}
        strokeWidth="3.2"
      />
      <path d="M24.5 31.5 L30 37" stroke="#f5b841" strokeWidth="3.4" strokeLinecap="round" />
      <path d="M7 42 H33" stroke="#f5b841" strokeWidth="2.4" strokeLinecap="round" />
      <text x="50" y="31" fill={word} fontSize="21" fontWeight="700" letterSpacing="2.6" fontFamily="inherit">
        QUAYSIDE
      </text>
      <text
        x="50.5"
        y="44.5"
        fill={sub}
        fontSize="8.2"
        fontWeight="600"
        letterSpacing="1.55"
        fontFamily="inherit"
      >
        CORPORATE SERVICES
      </text>
    </svg>
  );
}
