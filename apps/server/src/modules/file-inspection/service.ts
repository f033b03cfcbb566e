// Reads an instrument file in the compute pool and says what the importer makes of it — nothing is
// stored. The upload dialog uses it to show sizes, units and import warnings before a user trusts a
// measurement; scripts use it as the HTTP twin of `asperity info`.
import type { FileInspection } from '@asperity/contract';
import { AppError } from '../../http/errors.ts';
import type { ComputePool } from '../../infra/compute/pool.ts';

export class FileInspectionService {
  constructor(private readonly compute: ComputePool) {}

  async inspect(bytes: Uint8Array, fileName: string, signal?: AbortSignal): Promise<FileInspection> {
    if (bytes.byteLength === 0) throw new AppError('corrupt-file', `${fileName} is empty`);
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
