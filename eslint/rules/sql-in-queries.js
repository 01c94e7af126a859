// Fails when a server module writes SQL outside its query files (decision 0054): a module's SQL
// lives in `queries.ts` (or `<part>-queries.ts`), with its row types, and in `relations.ts`, the
// relations it offers other modules; services, routes and jobs call those functions.
import path from 'node:path';
import { serverModuleOf } from './server-modules.js';

/** The names a connection or transaction goes by in this code base: `db`, `tx`, `sp`, `sql`, `this.sql`. */
const SQL_TAGS = new Set(['db', 'tx', 'sp', 'sql']);

/** Whether a file's name says it holds SQL. */
export const isQueryFile = (file) => /(?:^|-)queries\.ts$|^relations\.ts$/.test(path.basename(file));

function isSqlTag(tag) {
  if (tag.type === 'Identifier') return SQL_TAGS.has(tag.name);
  if (tag.type === 'MemberExpression' && !tag.computed && tag.property.type === 'Identifier')
    return SQL_TAGS.has(tag.property.name);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: "A server module's SQL lives in its query files, with typed rows" },
    schema: [],
    messages: {
      inline:
        "SQL belongs in this module's queries.ts (a function of `db` answering typed rows); call it from here (decision 0054).",
    },
  },
  create(context) {
    const file = context.filename;
    if (serverModuleOf(file) === null || isQueryFile(file)) return {};
    return {
      TaggedTemplateExpression(node) {
        if (isSqlTag(node.tag)) context.report({ node, messageId: 'inline' });
      },
    };
  },
};
