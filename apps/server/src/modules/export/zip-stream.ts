// A zip written while it is sent (fflate's streaming Zip): entries are produced one after the other
// and their compressed chunks leave as soon as the response wants them, so the server holds one
// exported file at a time however many the zip takes (spec part 3 §7 "several files → a zip").
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  /** Path inside the zip, '/'-separated (folders are implied by their files). */
  readonly path: string;
  readonly data: Uint8Array | AsyncIterable<Uint8Array>;
  /** Already compressed content (x3p, PNG) is stored rather than deflated again. */
  readonly compressed: boolean;
}

async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const queue: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else queue.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) yield chunk;
  }
  for await (const entry of entries) {
    const file = entry.compressed ? new ZipPassThrough(entry.path) : new ZipDeflate(entry.path, { level: 6 });
    zip.add(file);
    if (entry.data instanceof Uint8Array) {
      file.push(entry.data, true);
    } else {
      for await (const chunk of entry.data) {
        file.push(chunk, false);
        yield* drain();
      }
      file.push(new Uint8Array(0), true);
    }
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** The zip of `entries` as a byte stream (destroyed with the error if producing an entry fails). */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false });
}
