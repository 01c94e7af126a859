// Fails when code outside packages/contracts writes an API path (decision 0052): every endpoint's
// method, path and answer are declared once, by its contract, and the server registers its route
// and the web calls it from there. A string or template starting with `/api/` is such a path.

const API_PATH = /^\/api\/[a-z]/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'API paths are written only in endpoint contracts (packages/contracts)' },
    schema: [],
    messages: {
      path: 'API path "{{path}}" written outside its contract: use the endpoint (packages/contracts) and its `path`, `pathOf` or the API client.',
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'path', data: { path: text.slice(0, 60) } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && API_PATH.test(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked ?? '';
        if (API_PATH.test(head)) report(node, head);
      },
    };
  },
};
