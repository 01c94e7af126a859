/** What this process does: answer HTTP requests, run the job queue, or both. */
export interface Roles {
  api: boolean;
  worker: boolean;
}

const USAGE = 'usage: main [--api] [--worker]   (neither: both, one process serving the API and running jobs)';

/**
 * The command line's roles: `--api`, `--worker`, both, or neither for both. Replicas run
 * `--api` behind a proxy and one or more processes run `--worker`; the queue gives each job to one.
 */
export function parseRoles(args: readonly string[]): Roles {
  const unknown = args.filter((arg) => arg !== '--api' && arg !== '--worker');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}\n${USAGE}`);
  const api = args.includes('--api');
  const worker = args.includes('--worker');
  return api || worker ? { api, worker } : { api: true, worker: true };
}
