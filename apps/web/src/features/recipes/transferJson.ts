// A JSON upload or download with progress (issue 19: recipes and settings "upload and download with
// progress"). fetch() reports no upload progress, so this is an XMLHttpRequest; one session refresh and
// retry after a 401, as the app's HTTP client does. Failures become HttpError with the catalogue code.
import { UNREADABLE_FAILURE_REASON } from '@asperity/contract';
import { HttpError } from '../../app/HttpError.ts';
import { REFRESH_PATH } from '../../app/http.ts';

export interface TransferRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** Sent as JSON (POST). */
  readonly body?: string;
  /** Fraction 0–1 of the bytes moved so far (sent for POST, received for GET). */
  readonly onProgress: (fraction: number) => void;
}

interface RawAnswer {
  readonly status: number;
  readonly text: string;
}

function send(request: TransferRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const progress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    };
    if (request.method === 'POST') xhr.upload.onprogress = progress;
    else xhr.onprogress = progress;
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    if (request.body !== undefined) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(request.body);
    } else {
      xhr.send();
    }
  });
}

function failureOf(answer: RawAnswer): HttpError {
  try {
    const body = JSON.parse(answer.text) as { errorCode?: unknown; reason?: unknown };
    if (typeof body.errorCode === 'string')
      return new HttpError(
        answer.status,
        body.errorCode,
        typeof body.reason === 'string' ? body.reason : undefined,
      );
  } catch {
    // not JSON: the generic failure below
  }
  return new HttpError(answer.status, 'something-went-wrong', UNREADABLE_FAILURE_REASON);
}

/** The answer's JSON; rejects with HttpError on a failure answer or no answer (status 0). */
export async function transferJson(request: TransferRequest): Promise<unknown> {
  let answer = await send(request);
  if (answer.status === 401) {
    const refreshed = await send({ method: 'GET', url: REFRESH_PATH, onProgress: () => undefined });
    if (refreshed.status >= 200 && refreshed.status < 300) answer = await send(request);
  }
  if (answer.status < 200 || answer.status >= 300) throw failureOf(answer);
  request.onProgress(1);
  return answer.text === '' ? undefined : (JSON.parse(answer.text) as unknown);
}

/** Saves `value` as a JSON file named `fileName` (the browser's download). */
export function saveJsonFile(value: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the click has been handled: the download holds its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The text of a file the user picked. */
export function readFileText(file: Blob): Promise<string> {
  return file.text();
}
