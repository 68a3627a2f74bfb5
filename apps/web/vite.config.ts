import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// react-router's package exports only its development build (with dev-time checks); the browser bundle uses
// the production build it ships beside it, which is about 10 KB smaller gzipped.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const routerProduction = [
  { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDir, 'dist/production/dom-export.mjs') },
];

/**
 * Three builds (see package.json "build"), all into dist/:
 * - the app (app.html, src/app-main.tsx): sign-in, onboarding, the dashboards, with the data router and store;
 * - `--mode public` (index.html, src/main.tsx): the public site's pages only, hydrating the server-rendered
 *   HTML. A build of its own, so that its bundle is tree-shaken for what the public pages use (React Router's
 *   declarative mode, no data router: the home page must load at most 100 KB of gzipped JavaScript);
 * - the server render bundle (src/entry-server.tsx) into dist/server/, which scripts/prerender.mjs and the
 *   API use.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: isSsrBuild ? [] : routerProduction },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, sourcemap: false }
    : mode === 'public'
      ? {
          target: 'es2022',
          sourcemap: true,
          manifest: '.vite/manifest-public.json',
          modulePreload: false,
          emptyOutDir: false,
          rollupOptions: { input: 'index.html' },
        }
      : {
          target: 'es2022',
          sourcemap: true,
          manifest: true,
          modulePreload: false,
          rollupOptions: { input: 'app.html' },
        },
  ssr: {
    // Bundle what the server render imports except React and the router, which Node loads from node_modules.
    noExternal: ['lucide-react'],
  },
}));
