// Bundles the server into dist/main.js, and each operator command beside it (dist/admin-create.js,
// dist/chain-issue.js, dist/audit-verify.js), workspace code included and npm dependencies left
// external, so a production machine runs them with node alone (tsx is a development dependency);
// then copies the files the code reads at run time next to them.
import { build } from 'esbuild';
import fs from 'node:fs/promises';

const pkg = JSON.parse(await fs.readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@pinacoteca/'));

await fs.rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/scripts/create-admin.ts',
    'chain-issue': 'src/scripts/issue-mints.ts',
    'audit-verify': 'src/scripts/verify-audit.ts',
  },
  outdir: 'dist',
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
