import type { RouteObject } from 'react-router';

function HomePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-semibold text-brand-800">Quayside</h1>
      <p className="mt-4 text-lg">Corporate services from Singapore, Dubai, Noida and Agra.</p>
    </main>
  );
}

/** The public site's routes (owned by the public-site feature). */
export const publicRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
