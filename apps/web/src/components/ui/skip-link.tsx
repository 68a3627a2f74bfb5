/**
 * The first thing the keyboard reaches on every page: jumps past the navigation to the page's one <main id="main">.
 * Hidden until focused.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow-lg"
    >
      Skip to content
    </a>
  );
}
