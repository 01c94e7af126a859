// Where the server's modules are, for the rules that hold what a module's files may do.
import path from 'node:path';

const modulesRoot = path.resolve(import.meta.dirname, '../../apps/server/src/modules');

/** The module folder a file belongs to (`orders` for …/modules/orders/service.ts); null outside the modules. */
export function serverModuleOf(file) {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}
