/**
 * Runs a task now and then every `intervalMs`, never overlapping itself; errors are logged and
 * the next run still happens. Several processes may run the same tasks: each task is written
 * to be idempotent (upserts with ON CONFLICT DO NOTHING).
 */
export function every(intervalMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    try {
      await task();
    } catch (error) {
      onError(error);
    }
    if (!stopped) timer = setTimeout(run, intervalMs).unref();
  };
  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
