// Fails when SQL in a server module names a table another module owns (decision 0034). The
// owners live in ../table-owners.js, so the map is read in one place; a module reads another's
// data through the relations that module offers (its relations.ts).
import { owners } from '../table-owners.js';
import { serverModuleOf } from './server-modules.js';

const tableNames = Object.keys(owners);
// Outside the modules (seeds, scripts, lib/) SQL may set up any data, except the ledger's: its
// tables are written only through modules/ledger, which keeps every transaction balanced.
const ledgerOnly = new Set(tableNames.filter((table) => owners[table].includes('ledger')));
// A table is named after these keywords; `"x"`-quoted names are not used in this code base.
const reference = new RegExp(`\\b(?:from|join|into|update|table)\\s+(${tableNames.join('|')})\\b`, 'gi');

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "A server module's SQL names only the tables that module owns" },
    schema: [],
    messages: {
      foreign:
        'Table "{{table}}" belongs to {{owner}}; call that module instead of naming its table (ownership map: eslint/table-owners.js).',
    },
  },
  create(context) {
    const module = serverModuleOf(context.filename);
    return {
      // Only tagged templates (db`…`, tx`…`, sql`…`) are SQL; plain strings and texts are not read.
      TaggedTemplateExpression(node) {
        const text = node.quasi.quasis.map((q) => q.value.raw).join(' $ ');
        for (const match of text.matchAll(reference)) {
          const table = match[1].toLowerCase();
          const owning = owners[table];
          if (module === null ? !ledgerOnly.has(table) : owning.includes(module)) continue;
          context.report({
            node,
            messageId: 'foreign',
            data: { table, owner: owning.length ? owning.map((m) => `modules/${m}`).join(' or ') : 'lib/' },
          });
        }
      },
    };
  },
};
