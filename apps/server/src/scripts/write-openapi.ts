// Writes docs/openapi.json from the contracts attached to the routes. CI runs it with --check
// and fails when the committed document has drifted from the code.
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connect } from '../db/client.ts';
import { codeRoot } from '../paths.ts';

const target = path.resolve(codeRoot, '..', '..', '..', 'docs', 'openapi.json');
const check = process.argv.includes('--check');

// The document needs the routes, not a database: this connection is never opened.
const sql = connect('postgres://unused@127.0.0.1:1/unused', { max: 1 });
const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
const { app } = await buildApp({ config, sql });
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();

if (check) {
  const committed = await fs.readFile(target, 'utf8').catch(() => '');
  if (committed !== document) {
    console.error('docs/openapi.json is out of date: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date');
} else {
  await fs.writeFile(target, document);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
process.exit(0);
