// How one file travels to POST /api/files/upload. fetch() reports no upload progress, so the browser
// transport is an XMLHttpRequest; tests inject a scripted transport instead.
import { UNREADABLE_FAILURE_REASON } from '@asperity/contract';

export interface UploadRequest {
  readonly url: string;
  readonly file: Blob;
  readonly fileName: string;
  /** Fraction 0–1 of the bytes sent so far. */
  readonly onProgress: (fraction: number) => void;
  readonly signal: AbortSignal;
}

/** The server's answer; status 0 means no answer arrived (network failure). */
export interface UploadResponse {
  readonly status: number;
  readonly body: unknown;
}

/** Resolves with any answer (also failures); rejects only with an AbortError when the signal fires. */
export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { errorCode: 'something-went-wrong', reason: UNREADABLE_FAILURE_REASON };
  }
};

export const xhrUploadTransport: UploadTransport = ({ url, file, fileName, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      signal.removeEventListener('abort', abort);
      resolve({ status: 0, body: undefined });
    };
    xhr.onabort = () => {
      signal.removeEventListener('abort', abort);
      reject(new DOMException('The upload was canceled.', 'AbortError'));
    };
    if (signal.aborted) {
      reject(new DOMException('The upload was canceled.', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', abort);
    const form = new FormData();
    // A File carries its name itself (FormData's file-name argument is not honoured everywhere).
    const named =
      file instanceof File && file.name === fileName ? file : new File([file], fileName, { type: file.type });
    form.append('file', named);
    xhr.send(form);
  });
