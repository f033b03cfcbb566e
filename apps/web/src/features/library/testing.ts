// Test helpers of the library feature: a scripted upload transport and file items.
import type { FileItem } from '@asperity/contract';
import type { UploadRequest, UploadResponse, UploadTransport } from './uploadTransport.ts';

export interface PendingUpload {
  readonly request: UploadRequest;
  readonly respond: (response: UploadResponse) => void;
  readonly aborted: () => boolean;
}

/** A transport that holds every upload until the test answers it. */
export function scriptedTransport(): { transport: UploadTransport; pending: PendingUpload[] } {
  const pending: PendingUpload[] = [];
  const transport: UploadTransport = (request) =>
    new Promise((resolve, reject) => {
      request.signal.addEventListener('abort', () =>
        reject(new DOMException('The upload was canceled.', 'AbortError')),
      );
      pending.push({ request, respond: resolve, aborted: () => request.signal.aborted });
    });
  return { transport, pending };
}

export function aFile(overrides: Partial<FileItem> = {}): FileItem {
  return {
    guid: 'f-1',
    name: 'grating.x3p',
    createdAt: '2026-11-20T10:00:00.000Z',
    modifiedAt: '2026-11-20T10:00:00.000Z',
    lastOpenedAt: null,
    parentFolderGuid: null,
    favorite: false,
    shared: false,
    twoD: false,
    format: 'x3p',
    size: 2_400_000,
    sourceSize: 1_234_567,
    channels: [
      {
        name: 'Height',
        kind: 'height',
        nx: 512,
        ny: 256,
        dx: 2.5e-7,
        dy: 2.5e-7,
        zUnit: 'm',
        validPoints: 131072,
        Sq: 1e-7,
        warnings: [],
      },
    ],
    warnings: [],
    ...overrides,
  };
}
