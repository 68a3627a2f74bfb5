import type { Cluster } from '../../src/test/cluster-harness';

/**
 * The pass/fail list of a cluster or soak run: `check` prints each line as it happens and keeps it for the summary;
 * `ok()` is false once any check failed.
 */
export function checklist() {
  let ok = true;
  const lines: string[] = [];
  return {
    lines,
    ok: () => ok,
    check(passed: boolean, line: string) {
      if (!passed) ok = false;
      lines.push(`${passed ? 'PASS' : 'FAIL'} ${line}`);
      console.log(`${passed ? 'PASS' : 'FAIL'} ${line}`);
    },
  };
}

/** Ctrl-C or a kill stops the run's cluster (its servers, proxy, Redis and PostgreSQL) before the process exits. */
export function stopClusterOnSignal(current: () => Cluster | null): void {
  const onSignal = () => {
    void (current()?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
