// Bundles the server into dist/main.js (workspace code included, npm dependencies left
// external) and copies the files the code reads at run time next to it.
import { build } from 'esbuild';
import fs from 'node:fs/promises';

const pkg = JSON.parse(await fs.readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@pinacoteca/'));

await fs.rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
await fs.cp('src/db/migrations', 'dist/db/migrations', { recursive: true });
await fs.cp('src/db/seed/assets', 'dist/db/seed/assets', { recursive: true });
await fs.cp('src/db/pg-watchdog.mjs', 'dist/db/pg-watchdog.mjs');
console.log('server built into apps/server/dist');
