// Bundles the API into dist/server.js; npm packages stay external, our workspace packages are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@quayside/'));

await build({
  entryPoints: ['src/server.ts', 'src/db/migrate-cli.ts', 'src/seed/seed-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  entryNames: '[name]',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log('api built: apps/api/dist/server.js');
