/** The Quayside symbol (the logo's "Q" mark, as in the favicon), for compact places such as app bars. */
export function BrandSymbol({ tone = 'dark', size = 32 }: { tone?: 'dark' | 'light'; size?: number }) {
  const tile = tone === 'dark' ? '#0b3954' : '#ffffff';
  const ring = tone === 'dark' ? '#ffffff' : '#0b3954';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill={tile} />
      <circle cx="20" cy="18" r="9.5" fill="none" stroke={ring} strokeWidth="3.2" />
      <path d="M24.5 23.5 L30 29" stroke="#f5b841" strokeWidth="3.4" strokeLinecap="round" />
      <path d="M7 34 H33" stroke="#f5b841" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
