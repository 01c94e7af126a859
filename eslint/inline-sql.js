// Server module files that still write SQL outside a query file (decision 0054), each to move
// into its module's queries.ts. The list only shrinks: a new file with SQL fails lint, and an
// entry whose file no longer writes SQL fails too until it is removed here.
export const inlineSqlFiles = [
  'apps/server/src/modules/catalog/authors.ts',
  'apps/server/src/modules/catalog/changes.ts',
  'apps/server/src/modules/catalog/editor.ts',
  'apps/server/src/modules/catalog/index-token.ts',
  'apps/server/src/modules/catalog/paintings.ts',
  'apps/server/src/modules/catalog/prices.ts',
  'apps/server/src/modules/catalog/search.ts',
  'apps/server/src/modules/catalog/service.ts',
  'apps/server/src/modules/catalog/tokens.ts',
];
