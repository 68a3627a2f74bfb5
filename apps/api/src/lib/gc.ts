import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection, on request, for long batch jobs in the server process (the client-book import calls
 * it after each committed batch). Each batch keeps its rows alive across its database round trips, so V8 promotes
 * them to the old generation (~14 MB a 5,000-row batch) where they die; V8 lets the old generation grow to about
 * 2.5 times its live size before it collects it, so a long import's memory climbed by that much over the server's
 * own before falling back. This collects once the heap has grown GROWTH_BYTES since the last collection (about
 * every third batch), which keeps the process within that much of its live size, for one full collection (0.1-0.5 s
 * on the busy 2-core machine) every few batches of several seconds each.
 *
 * Node gives `gc` only to a process started with --expose-gc; the flag is set here at run time and `gc` taken
 * from a fresh context, so `node dist/server.js` needs no option. Answers the milliseconds it took (0 when it did
 * not collect, or the runtime refuses).
 */
let collect: (() => void) | null | undefined;
const GROWTH_BYTES = 48 * 1024 * 1024;
let baseline = 0;

export function collectGarbage(): number {
  if (process.memoryUsage().heapUsed < baseline + GROWTH_BYTES) return 0;
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as () => void;
    } catch {
      collect = null;
    }
  }
  if (!collect) return 0;
  const t0 = performance.now();
  collect();
  baseline = process.memoryUsage().heapUsed;
  return performance.now() - t0;
}
