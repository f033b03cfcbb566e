// Export of library files (spec part 3 §3 and §7): one file is answered as itself in the chosen
// format, several files or any folder as a zip keeping the folder structure (zip-stream.ts). A
// surface is exported in its SAVED version (the saved operation history applied, as analyses without
// a forkHash see it) unless `exportSource=source`; `original` is the uploaded file byte for byte.
// Any fork of a file's history can be exported too (the editor's "download what I see").
import type { Readable } from 'node:stream';
import {
  EXPORT_EXTENSIONS,
  EXPORT_MAX_FILES,
  type ExportFormat,
  type ExportForkQuery,
  type ExportQuery,
  type ExportSource,
} from '@asperity/contract';
import type { SurfaceFileSummary } from '@asperity/core';
import { AppError } from '../../http/errors.ts';
import type { ComputePool } from '../../infra/compute/pool.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import type { SurfaceRef } from '../analysis/service.ts';
import type { FileRow, FilesRepo } from '../files/repo.ts';
import type { FilesService } from '../files/service.ts';
import { freeName, nameKey } from '../folders/names.ts';
import type { FolderRow, FoldersRepo } from '../folders/repo.ts';
import type { HistoryService } from '../history/service.ts';
import type { SurfaceExportFormat } from './write-surface.ts';
import { zipStream, type ZipEntry } from './zip-stream.ts';

/** What the route sends: a name for Content-Disposition, a type, and the bytes or a stream of them. */
export interface ExportAnswer {
  readonly fileName: string;
  readonly contentType: string;
  readonly body: Uint8Array | Readable;
}

const CONTENT_TYPES: Readonly<Record<SurfaceExportFormat, string>> = {
  opengps: 'application/octet-stream',
  surf: 'application/octet-stream',
  stereolithography: 'model/stl',
  png: 'image/png',
  csv: 'text/csv; charset=utf-8',
};

/** Formats whose bytes are already deflate-compressed: stored in a zip as they are. */
const COMPRESSED: ReadonlySet<ExportFormat> = new Set(['opengps', 'png']);

/** Folders nest at most this deep (the folders module's limit): the walk below stops there too. */
const MAX_DEPTH = 256;

/** The format, unless it is one the server cannot write (the proprietary Filmetrics formats). */
function writableFormat(format: ExportFormat): SurfaceExportFormat | 'original' {
  if (format === 'filmetrics-binary' || format === 'filmetrics-text')
    throw new AppError(
      'unsupported-image-type',
      `${format}: Filmetrics formats are proprietary and have no public description, so they cannot be written; export x3p, sur, stl, png, csv or the original`,
    );
  return format;
}

/** The extension of a file name, dot included ('' when none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/**
 * `name.ext` → `name.<new ext>`. The original keeps its name and the extension it was uploaded with:
 * a copy renamed "grating copy" downloads as "grating copy.gsf", the format a program opening it goes by.
 */
function exportName(row: FileRow, format: SurfaceExportFormat | 'original'): string {
  const { name } = row;
  if (format === 'original') {
    const extension = extensionOf(row.source_name);
    return name.toLowerCase().endsWith(extension.toLowerCase()) ? name : `${name}${extension}`;
  }
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${EXPORT_EXTENSIONS[format]}`;
}

/** How each surface of one export call is taken and written. */
interface WriteChoices {
  readonly source: ExportSource;
  readonly channel: number | undefined;
  /** PNG only: the colour gradient. */
  readonly gradient: string | undefined;
}

const choicesOf = (query: {
  readonly exportSource?: ExportSource;
  readonly channel?: number | undefined;
  readonly gradient?: string | undefined;
}): WriteChoices => ({
  source: query.exportSource ?? 'saved',
  channel: query.channel,
  gradient: query.gradient,
});

/** A file of the export with its place in the zip. */
interface Planned {
  readonly row: FileRow;
  readonly path: string;
}

export class ExportService {
  constructor(
    private readonly files: FilesService,
    private readonly filesRepo: FilesRepo,
    private readonly foldersRepo: FoldersRepo,
    private readonly history: HistoryService,
    private readonly blobs: BlobStore,
    private readonly compute: ComputePool,
  ) {}

  /** GET /api/file/export: the named files and folders of `owner`; 404 for anything not theirs. */
  async exportItems(owner: UserRow, query: ExportQuery): Promise<ExportAnswer> {
    const format = writableFormat(query.format);
    if (query.files.length + query.folders.length === 0)
      throw new AppError('images-missing', 'name at least one file (files[0]=…) or folder (folders[0]=…)');
    const rows = await this.ownFiles(owner, query.files);
    const folders = await this.ownFolders(owner, query.folders);

    const [only] = rows;
    if (only && rows.length === 1 && folders.length === 0) {
      const body = await this.fileBytes(owner, only, format, choicesOf(query));
      return {
        fileName: exportName(only, format),
        contentType: format === 'original' ? 'application/octet-stream' : CONTENT_TYPES[format],
        body,
      };
    }

    const planned = await this.plan(owner, rows, folders, format);
    const [onlyFolder] = folders;
    const zipName =
      query.name ??
      (onlyFolder && rows.length === 0 && folders.length === 1 ? onlyFolder.name : 'asperity-export');
    const entries = this.entries(owner, planned, format, choicesOf(query));
    return { fileName: `${zipName}.zip`, contentType: 'application/zip', body: zipStream(entries) };
  }

  /** GET /api/file/export/fork: one fork of a file's history (404 for another's file or an unknown fork). */
  async exportFork(owner: UserRow, query: ExportForkQuery): Promise<ExportAnswer> {
    const format = writableFormat(query.format);
    if (format === 'original') throw new AppError('invalid-request', 'a fork has no original file');
    const row = await this.files.ownFile(owner, query.fileGuid);
    const ref = await this.history.analysisSurface(owner, row.guid, query.channel, query.forkHash);
    return {
      fileName: exportName(row, format),
      contentType: CONTENT_TYPES[format],
      body: await this.write(ref, format, row, choicesOf(query)),
    };
  }

  private async ownFiles(owner: UserRow, guids: readonly string[]): Promise<FileRow[]> {
    const unique = [...new Set(guids)];
    const rows = await this.filesRepo.byGuids(owner.id, unique);
    const byGuid = new Map(rows.map((r) => [r.guid, r]));
    return unique.map((guid) => {
      const row = byGuid.get(guid);
      if (!row) throw new AppError('not-found', `file ${guid}`);
      return row;
    });
  }

  private async ownFolders(owner: UserRow, guids: readonly string[]): Promise<FolderRow[]> {
    const unique = [...new Set(guids)];
    const rows = await this.foldersRepo.byGuids(owner.id, unique);
    const byGuid = new Map(rows.map((r) => [r.guid, r]));
    return unique.map((guid) => {
      const row = byGuid.get(guid);
      if (!row) throw new AppError('not-found', `folder ${guid}`);
      return row;
    });
  }

  /**
   * Every file's path in the zip: named files at the top, each named folder as a top-level
   * directory with its subfolders below. Names are made unique per directory (case-insensitively,
   * as the file systems the zip is unpacked on compare them): two files differing only in their
   * original extension would otherwise both become `name.x3p`.
   */
  private async plan(
    owner: UserRow,
    rows: readonly FileRow[],
    folders: readonly FolderRow[],
    format: SurfaceExportFormat | 'original',
  ): Promise<Planned[]> {
    const taken = new Map<string, Set<string>>();
    const place = (directory: string, name: string, kind: 'file' | 'folder'): string => {
      let names = taken.get(directory);
      if (!names) taken.set(directory, (names = new Set()));
      const free = freeName(name, names, kind);
      names.add(nameKey(free));
      return directory === '' ? free : `${directory}/${free}`;
    };

    // A 2D picture (no heights) keeps its own name: it is exported as uploaded.
    const nameOf = (row: FileRow): string =>
      row.two_d === 1 ? exportName(row, 'original') : exportName(row, format);
    const planned: Planned[] = [];
    for (const row of rows) planned.push({ row, path: place('', nameOf(row), 'file') });

    for (const root of folders) {
      const paths = new Map<string, string>([[root.guid, place('', root.name, 'folder')]]);
      let level = [root.guid];
      for (let depth = 0; level.length > 0 && depth <= MAX_DEPTH; depth++) {
        const files = await this.filesRepo.query(owner.id, { folders: level });
        files.sort((a, b) => a.name.localeCompare(b.name));
        for (const row of files) {
          const directory = paths.get(row.folder_guid ?? '') ?? '';
          planned.push({ row, path: place(directory, nameOf(row), 'file') });
          if (planned.length > EXPORT_MAX_FILES)
            throw new AppError('invalid-request', `an export takes at most ${EXPORT_MAX_FILES} files`);
        }
        const children = await this.foldersRepo.childrenOfAll(owner.id, level);
        children.sort((a, b) => a.name.localeCompare(b.name));
        for (const child of children) {
          const parent = paths.get(child.parent_guid ?? '') ?? '';
          paths.set(child.guid, place(parent, child.name, 'folder'));
        }
        level = children.map((c) => c.guid);
      }
    }
    if (planned.length > EXPORT_MAX_FILES)
      throw new AppError('invalid-request', `an export takes at most ${EXPORT_MAX_FILES} files`);
    return planned;
  }

  /** The zip's entries, produced one at a time while the zip is sent. */
  private async *entries(
    owner: UserRow,
    planned: readonly Planned[],
    format: SurfaceExportFormat | 'original',
    choices: WriteChoices,
  ): AsyncGenerator<ZipEntry> {
    for (const { row, path } of planned) {
      // A 2D picture has no heights to write: it goes into the zip as uploaded (see plan).
      if (format === 'original' || row.two_d === 1) {
        yield { path, data: await this.blobs.get(row.source_blob), compressed: false };
      } else {
        yield {
          path,
          data: await this.fileBytes(owner, row, format, choices),
          compressed: COMPRESSED.has(format),
        };
      }
    }
  }

  private async fileBytes(
    owner: UserRow,
    row: FileRow,
    format: SurfaceExportFormat | 'original',
    choices: WriteChoices,
  ): Promise<Uint8Array | Readable> {
    if (format === 'original') return this.blobs.get(row.source_blob);
    const ref =
      choices.source === 'saved'
        ? await this.history.analysisSurface(owner, row.guid, choices.channel, undefined)
        : (await this.files.channelSurface(owner, row.guid, choices.channel)).ref;
    return this.write(ref, format, row, choices);
  }

  private async write(
    ref: SurfaceRef,
    format: SurfaceExportFormat,
    row: FileRow,
    choices: WriteChoices,
  ): Promise<Uint8Array> {
    const output = await this.compute.run('writeSurface', {
      surface: ref.surface,
      format,
      channelName: channelName(row, choices.channel) ?? ref.surface.meta.title ?? 'Height',
      gradient: choices.gradient,
    });
    if (!output.ok) throw new AppError(output.code, `${row.name}: ${output.reason}`);
    return output.bytes;
  }
}

/** The channel's name from the file's summary (the first height channel when none is named). */
function channelName(row: FileRow, channel: number | undefined): string | undefined {
  const summary = JSON.parse(row.summary) as SurfaceFileSummary;
  const index = channel ?? summary.channels.findIndex((c) => c.kind === 'height');
  return summary.channels[index]?.name;
}
