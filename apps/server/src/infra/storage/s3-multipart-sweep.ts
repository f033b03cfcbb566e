// Incomplete multipart uploads a crash left in the bucket (issue 16 §4, ADR 0016). A streamed upload
// is a multipart upload of a tmp/ object (s3-blob-store.ts); when the request fails, lib-storage
// aborts it (AbortMultipartUpload), but a `kill -9` or a lost connection to the store leaves its
// parts stored — invisible to object listings and billed until someone aborts them. This sweep lists
// the bucket's incomplete uploads under tmp/ and aborts those started longer ago than an upload can
// take. It complements the bucket's lifecycle rule (docs/deployment.md), it does not replace it:
// some S3-compatible servers (s3rver among them) do not implement ListMultipartUploads, and then
// the sweep reports itself unsupported and does nothing.
import { AbortMultipartUploadCommand, ListMultipartUploadsCommand, type S3Client } from '@aws-sdk/client-s3';

export type MultipartSweepResult =
  | { readonly supported: true; readonly aborted: number }
  | { readonly supported: false; readonly reason: string };

export interface MultipartSweepOptions {
  readonly bucket: string;
  /** Only uploads of keys under this prefix are ours to abort. */
  readonly prefix: string;
  /** Uploads started before this time (ms since the epoch) are taken for leftovers. */
  readonly startedBefore: number;
}

/** S3 error names of a server that lacks the listing (answered once; the sweep then stops trying). */
const UNSUPPORTED = new Set(['NotImplemented', 'MethodNotAllowed']);

const errorName = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : undefined;

/**
 * Aborts the incomplete multipart uploads under `prefix` started before `startedBefore`, one
 * listing page (up to 1000 uploads) at a time. An upload completed or aborted meanwhile by its own
 * instance (NoSuchUpload) is not an error. Other errors (credentials, network) are thrown.
 */
export async function abortStaleMultipartUploads(
  client: Pick<S3Client, 'send'>,
  { bucket, prefix, startedBefore }: MultipartSweepOptions,
): Promise<MultipartSweepResult> {
  let aborted = 0;
  let keyMarker: string | undefined;
  let uploadIdMarker: string | undefined;
  for (;;) {
    let page;
    try {
      page = await client.send(
        new ListMultipartUploadsCommand({
          Bucket: bucket,
          Prefix: prefix,
          ...(keyMarker === undefined ? {} : { KeyMarker: keyMarker }),
          ...(uploadIdMarker === undefined ? {} : { UploadIdMarker: uploadIdMarker }),
        }),
      );
    } catch (error) {
      const name = errorName(error);
      if (aborted === 0 && name !== undefined && UNSUPPORTED.has(name))
        return { supported: false, reason: `ListMultipartUploads answered ${name}` };
      throw error;
    }
    for (const upload of page.Uploads ?? []) {
      const { Key: key, UploadId: uploadId, Initiated: initiated } = upload;
      // Without a start time nothing says the upload is not running now: leave it to the lifecycle rule.
      if (key === undefined || uploadId === undefined || initiated === undefined) continue;
      if (!key.startsWith(prefix) || initiated.getTime() >= startedBefore) continue;
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
        aborted++;
      } catch (error) {
        if (errorName(error) !== 'NoSuchUpload') throw error;
      }
    }
    if (page.IsTruncated !== true) return { supported: true, aborted };
    keyMarker = page.NextKeyMarker;
    uploadIdMarker = page.NextUploadIdMarker;
    // A truncated page without markers would list the same page forever.
    if (keyMarker === undefined && uploadIdMarker === undefined) return { supported: true, aborted };
  }
}
