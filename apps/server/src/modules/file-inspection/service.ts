// Reads an instrument file in the compute pool and says what the importer makes of it — nothing is
// stored. The upload dialog uses it to show sizes, units and import warnings before a user trusts a
// measurement; scripts use it as the HTTP twin of `asperity info`.
//
// Memory (issue 16 §4): the upload is streamed to a temp file first; only then is its size reserved
// against a byte budget (INSPECT_QUEUE_MAX_BYTES) and the file read into one private buffer that is
// transferred to the worker — one copy, not two, and none while it waits for the network. The
// reservation ends with the task, so the budget always matches what is held.
import { readFile, rm, stat } from 'node:fs/promises';
import type { FileInspection } from '@asperity/contract';
import { AppError } from '../../http/errors.ts';
import type { ByteBudget } from '../../infra/compute/byte-budget.ts';
import type { ComputePool } from '../../infra/compute/pool.ts';

export class FileInspectionService {
  constructor(
    private readonly compute: ComputePool,
    private readonly budget: ByteBudget,
  ) {}

  /** Bytes of inspected files held in memory right now (reserved against the budget). */
  get bytesInUse(): number {
    return this.budget.inUse;
  }

  /**
   * Inspects the temp file at `path` and removes it as soon as it is read (the caller removes it
   * too when anything fails earlier), so a temp file exists only while its upload is written.
   */
  async inspectFile(path: string, fileName: string, signal?: AbortSignal): Promise<FileInspection> {
    const { size } = await stat(path);
    if (size === 0) throw new AppError('corrupt-file', `${fileName} is empty`);
    const release = this.budget.tryReserve(size);
    if (!release) {
      throw new AppError(
        'service-unavailable',
        `files being inspected already fill the ${this.budget.maxBytes}-byte budget, retry later`,
      );
    }
    try {
      const bytes = await privateCopy(path);
      await rm(path, { force: true });
      return await this.inspectBytes(bytes, fileName, signal);
    } finally {
      release();
    }
  }

  private async inspectBytes(
    bytes: Uint8Array,
    fileName: string,
    signal?: AbortSignal,
  ): Promise<FileInspection> {
    const result = await this.compute.run(
      'inspectFile',
      { bytes, fileName },
      { ...(signal ? { signal } : {}), transfer: [bytes.buffer as ArrayBuffer] },
    );
    if (!result.ok) throw new AppError(result.code, `${fileName}: ${result.reason}`);
    const { summary } = result;
    return {
      fileName,
      format: summary.format,
      channels: summary.channels.map((c) => ({ ...c, warnings: [...c.warnings] })),
      warnings: [...summary.warnings],
      metadata: { ...summary.metadata },
    };
  }
}

/**
 * The file's bytes in a buffer of their own, which the worker can take over (small Buffers may be
 * views on a shared pool, which must not be transferred).
 */
async function privateCopy(path: string): Promise<Uint8Array> {
  const buffer = await readFile(path);
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) {
    return new Uint8Array(buffer.buffer, 0, buffer.byteLength);
  }
  return Uint8Array.from(buffer);
}
