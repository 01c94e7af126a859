// Local ESLint rules that hold the code's boundaries (decision 0034).
import noEndpointPaths from './rules/no-endpoint-paths.js';
import noForeignTables from './rules/no-foreign-tables.js';
import sqlInQueries from './rules/sql-in-queries.js';

export default {
  meta: { name: 'pinacoteca-boundaries' },
  rules: {
    'no-foreign-tables': noForeignTables,
    'no-endpoint-paths': noEndpointPaths,
    'sql-in-queries': sqlInQueries,
  },
};
