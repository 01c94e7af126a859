/**
 * JavaScript a first visit downloads before a page works: the entry module with its static
 * imports (what index.html preloads), the app module the entry imports once the first frame is
 * painted (main, with its static imports), plus the page's route chunk and its static imports,
 * gzipped. Lazy pieces (charts, dialogs, response schemas) are not counted: they load on demand.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The most first JavaScript a public page may download (ARCHITECTURE's quality budget), gzipped. */
export const JS_BUDGET_BYTES = 150 * 1024;

export interface PageBudget {
  page: string;
  bytes: number;
}

export function initialJavaScript(distDir: string, pages: string[]): PageBudget[] {
  const assets = path.join(distDir, 'assets');
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = new Set([...html.matchAll(/\/assets\/([^"]+\.js)/g)].map((m) => m[1]!));
  const staticImports = (file: string) =>
    [...fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const todo = [...start];
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      todo.push(...staticImports(file));
    }
    return seen;
  };
  const gz = (files: Set<string>) =>
    [...files].reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(assets, f))).length, 0);
  // The entry (boot.ts) asks for the app (main.tsx) with a dynamic import, after the first paint.
  const app = [...entry].flatMap((file) =>
    [
      ...fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/import\(\s*[`"']\.\/(main-[^`"']+\.js)[`"']\s*\)/g),
    ].map((m) => m[1]!),
  );
  if (app.length === 0) throw new Error('the entry does not import the app (main-*.js)');
  const entryFiles = closure([...entry, ...app]);
  return pages.map((page) => {
    const chunk = fs.readdirSync(assets).find((f) => f.startsWith(`${page}-`) && f.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk for ${page}`);
    return { page, bytes: gz(new Set([...entryFiles, ...closure([chunk])])) };
  });
}
