/**
 * JavaScript a first visit downloads before a page can render: the entry module with its
 * static imports (what index.html preloads) plus the page's route chunk and its static imports,
 * gzipped. Lazy pieces (charts, response schemas) are not counted: they load on demand.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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
  const entryFiles = closure([...entry]);
  return pages.map((page) => {
    const chunk = fs.readdirSync(assets).find((f) => f.startsWith(`${page}-`) && f.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk for ${page}`);
    return { page, bytes: gz(new Set([...entryFiles, ...closure([chunk])])) };
  });
}
