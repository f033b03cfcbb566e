// Library helpers for integration tests: small real instrument files, uploads over real HTTP and a
// look at the blob store, so tests can assert what is stored and what is freed.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileItemSchema, type FileItem } from '@asperity/contract';
import { formatById, makeChannel, makeSurfaceFile } from '@asperity/core';
import type { ApiClient } from './http-client.ts';

/** A Gwyddion simple field; `seed` changes the heights, so each seed is a distinct file (no 409). */
export function gsfFile(seed: number, nx = 32, ny = 16): Uint8Array {
  const z = new Float64Array(nx * ny);
  for (let i = 0; i < z.length; i++) z[i] = 1e-7 * Math.sin(i * 0.1 + seed);
  const file = makeSurfaceFile('gsf', [makeChannel('Height', 'height', { nx, ny, dx: 1e-6, dy: 1e-6 }, z)]);
  return formatById('gsf')!.write!(file);
}

export async function uploadFile(
  baseUrl: string,
  client: ApiClient,
  bytes: Uint8Array,
  name: string,
  parentFolderGuid?: string,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const query = parentFolderGuid ? `?parentFolderGuid=${encodeURIComponent(parentFolderGuid)}` : '';
  const res = await fetch(`${baseUrl}/api/files/upload${query}`, {
    method: 'POST',
    body: form,
    headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
  });
  const body: unknown = await res.json();
  return { status: res.status, body };
}

/** Uploads and expects success. */
export async function uploaded(
  baseUrl: string,
  client: ApiClient,
  seed: number,
  name: string,
  parentFolderGuid?: string,
): Promise<FileItem> {
  const res = await uploadFile(baseUrl, client, gsfFile(seed), name, parentFolderGuid);
  if (res.status !== 201) throw new Error(`upload of ${name} failed: ${JSON.stringify(res.body)}`);
  return fileItemSchema.parse(res.body);
}

/** Names of the blobs in a data directory's blob store. */
export async function blobNames(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'blobs'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((e) => e.isFile() && !e.parentPath.endsWith('tmp'))
    .map((e) => e.name)
    .sort();
}
