import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A CSV download as a stream: records are pulled from `records` only as fast as the client reads (Readable.from
 * asks the generator for the next record when the stringifier has room), so a file of any size goes out holding one
 * batch at a time. A client that goes away destroys the pipeline, which ends the generator (and its queries).
 */
export function csvStream(
  columns: readonly string[],
  records: AsyncIterable<readonly string[][]> | Iterable<readonly string[]>,
  onError: (err: Error) => void,
): NodeJS.ReadableStream {
  const source = Readable.from(flatten(records), { objectMode: true, highWaterMark: 64 });
  const csv = stringify({ header: true, columns: [...columns], cast: { string: neutralise } });
  return pipeline(source, csv, (err) => {
    if (err) onError(err);
  });
}

async function* flatten(records: AsyncIterable<readonly string[][]> | Iterable<readonly string[]>): AsyncGenerator<readonly string[]> {
  if (Symbol.asyncIterator in records) {
    for await (const batch of records) yield* batch;
  } else {
    yield* records;
  }
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) is prefixed with an apostrophe:
 * audit rows carry text users typed, and the export is opened in spreadsheets.
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** `attachment; filename="<name>"` for a name made of safe characters. */
export const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
