import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { owners } from './table-owners.js';

// Lints made-up file contents at real paths with the repository's own configuration, so these
// tests fail if a boundary rule is switched off, mis-targeted or loses its resolver.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId?.startsWith('boundaries/'));
}

// The first lint loads the configuration and follows imports through the code base: slow on a busy machine.
describe('lint boundaries', { timeout: 60_000 }, () => {
  it('refuses a web feature importing another feature', async () => {
    const found = await problems(
      'apps/web/src/features/tokens/lib/probe.ts',
      "export { galleryFilter } from '../../gallery/lib/gallery-filter.ts';\n",
    );
    expect(found.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own files and shared code', async () => {
    const found = await problems(
      'apps/web/src/features/tokens/lib/probe.ts',
      "export * from './token-figures.ts';\nexport * from '../../../shared/lib/format.ts';\n",
    );
    expect(found).toEqual([]);
  });

  it('refuses shared code importing a feature', async () => {
    const found = await problems(
      'apps/web/src/shared/lib/probe.ts',
      "export * from '../../features/tokens/lib/token-figures.ts';\n",
    );
    expect(found.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses lib/ importing a server module', async () => {
    const found = await problems(
      'apps/server/src/lib/probe.ts',
      "export * from '../modules/auth/session-queries.ts';\n",
    );
    expect(found.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses auth/ importing account/, which would close the identity cycle again', async () => {
    const found = await problems('apps/server/src/modules/auth/probe.ts', "export * from '../account/service.ts';\n");
    expect(found.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  it("refuses React's bare lazy in the web app: parts load through lazyPart", async () => {
    const [result] = await eslint.lintText(
      "import { lazy } from 'react';\nexport const Part = lazy(() => import('./x.tsx'));\n",
      {
        filePath: path.join(root, 'apps/web/src/features/tokens/components/probe.tsx'),
      },
    );
    expect(result.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it('refuses an API path written outside its contract, in the web and in the server', async () => {
    const web = await problems(
      'apps/web/src/features/tokens/api/probe.ts',
      "export const list = () => fetch('/api/tokens');\nexport const one = (id) => fetch(`/api/order/${id}`);\n",
    );
    expect(web.map((m) => m.ruleId)).toEqual(['boundaries/no-endpoint-paths', 'boundaries/no-endpoint-paths']);
    const server = await problems('apps/server/src/modules/orders/probe.ts', "export const path = '/api/order';\n");
    expect(server.map((m) => m.ruleId)).toEqual(['boundaries/no-endpoint-paths']);
  });

  it('lets contracts declare paths, and code use them through the endpoint', async () => {
    const contract = await problems(
      'packages/contracts/src/orders/probe.ts',
      "export const e = { method: 'GET', path: '/api/order' };\n",
    );
    expect(contract).toEqual([]);
    const web = await problems(
      'apps/web/src/features/tokens/api/probe.ts',
      "import { listTokens } from '@pinacoteca/contracts/catalog/token';\nexport const path = listTokens.path;\n",
    );
    expect(web).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // guards.ts imports session-queries.ts; importing guards.ts back closes a cycle.
    const found = await problems(
      'apps/server/src/modules/auth/session-queries.ts',
      "export { createGuards } from './guards.ts';\n",
    );
    expect(found.map((m) => m.ruleId).filter((rule) => rule.startsWith('import-x/'))).toEqual(['import-x/no-cycle']);
  });

  it("refuses SQL in one module naming another module's table", async () => {
    const found = await problems(
      'apps/server/src/modules/support/probe-queries.ts',
      'export const q = (db) => db`select id from paintings p join token_prices tp on tp.token_id = p.id`;\n',
    );
    expect(found.map((m) => m.message)).toEqual([
      expect.stringContaining('"paintings" belongs to modules/catalog'),
      expect.stringContaining('"token_prices" belongs to modules/catalog'),
    ]);
  });

  it("refuses the ledger's tables outside the modules too, and lets seeds set up other data", async () => {
    const found = await problems(
      'apps/server/src/db/seed/probe.ts',
      'export const q = (db) => db`insert into paintings ${db([])}`;\nexport const r = (db) => db`insert into ledger_entries ${db([])}`;\n',
    );
    expect(found.map((m) => m.message)).toEqual([
      expect.stringContaining('"ledger_entries" belongs to modules/ledger'),
    ]);
  });

  it('lets a module name its own tables, and reads only SQL templates', async () => {
    const found = await problems(
      'apps/server/src/modules/orders/probe-queries.ts',
      'export const q = (db) => db`select * from orders join order_items on true`;\nexport const text = `split into tokens from users`;\n',
    );
    expect(found).toEqual([]);
  });

  it("refuses SQL in a module's service, route or job file: it belongs in the module's queries", async () => {
    const found = await problems(
      'apps/server/src/modules/orders/probe.ts',
      'export const a = (db) => db`select 1`;\nexport const b = (tx) => tx`select 2`;\nexport class C { constructor(sql) { this.sql = sql; } d() { return this.sql`select 3`; } }\n',
    );
    expect(found.map((m) => m.ruleId)).toEqual([
      'boundaries/sql-in-queries',
      'boundaries/sql-in-queries',
      'boundaries/sql-in-queries',
    ]);
  });

  it('lets query and relation files hold SQL, and other templates anywhere', async () => {
    const sql = 'export const a = (db) => db`select * from orders`;\n';
    expect(await problems('apps/server/src/modules/orders/queries.ts', sql)).toEqual([]);
    expect(await problems('apps/server/src/modules/orders/refund-queries.ts', sql)).toEqual([]);
    expect(
      await problems(
        'apps/server/src/modules/auth/relations.ts',
        'export const a = (db) => db`select * from users`;\n',
      ),
    ).toEqual([]);
    const text = await problems(
      'apps/server/src/modules/orders/probe.ts',
      'const tag = (s) => s;\nexport const t = tag`select 1`;\n',
    );
    expect(text).toEqual([]);
  });

  it('knows the owner of every table the migrations create', () => {
    const migrations = path.join(root, 'apps/server/src/db/migrations');
    const created = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .flatMap((name) => [
        ...readFileSync(path.join(migrations, name), 'utf8').matchAll(/create table (?:if not exists )?(\w+)/gi),
      ])
      .map((match) => match[1].toLowerCase());
    expect(created.length).toBeGreaterThan(0);
    expect(created.filter((table) => !(table in owners))).toEqual([]);
  });
});
