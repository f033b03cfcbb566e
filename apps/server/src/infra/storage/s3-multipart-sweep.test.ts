// The sweep of incomplete multipart uploads against the S3 client's command interface: s3rver, the
// S3-compatible server of the integration tests, implements neither ListMultipartUploads nor
// AbortMultipartUpload (ADR 0016), so the commands the sweep sends are checked here one by one.
import {
  AbortMultipartUploadCommand,
  ListMultipartUploadsCommand,
  type ListMultipartUploadsCommandOutput,
  type MultipartUpload,
  type S3Client,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { abortStaleMultipartUploads } from './s3-multipart-sweep.ts';

const HOUR = 3600 * 1000;
const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);

interface FakeBucket {
  readonly client: Pick<S3Client, 'send'>;
  readonly aborted: string[];
  readonly listings: ListMultipartUploadsCommand['input'][];
}

/** A bucket whose incomplete uploads come in pages of `pageSize`; errors by upload id on abort. */
function fakeBucket(
  uploads: MultipartUpload[],
  pageSize: number,
  abortErrors: Record<string, string> = {},
  listError?: string,
): FakeBucket {
  const aborted: string[] = [];
  const listings: ListMultipartUploadsCommand['input'][] = [];
  const failure = (name: string): Error => Object.assign(new Error(name), { name });
  const send = (command: unknown): Promise<unknown> => {
    if (command instanceof ListMultipartUploadsCommand) {
      listings.push(command.input);
      if (listError) return Promise.reject(failure(listError));
      const prefix = command.input.Prefix ?? '';
      const mine = uploads.filter((u) => (u.Key ?? '').startsWith(prefix));
      const start = command.input.UploadIdMarker
        ? mine.findIndex((u) => u.UploadId === command.input.UploadIdMarker) + 1
        : 0;
      const page = mine.slice(start, start + pageSize);
      const last = page.at(-1);
      const truncated = start + pageSize < mine.length;
      const output: Partial<ListMultipartUploadsCommandOutput> = {
        Uploads: page,
        IsTruncated: truncated,
        ...(truncated && last ? { NextKeyMarker: last.Key, NextUploadIdMarker: last.UploadId } : {}),
      };
      return Promise.resolve(output);
    }
    if (command instanceof AbortMultipartUploadCommand) {
      const id = command.input.UploadId ?? '';
      const error = abortErrors[id];
      if (error) return Promise.reject(failure(error));
      aborted.push(`${command.input.Bucket}/${command.input.Key}#${id}`);
      return Promise.resolve({});
    }
    return Promise.reject(new Error(`unexpected command ${String(command)}`));
  };
  return { client: { send }, aborted, listings };
}

const upload = (key: string, id: string, hoursAgo: number): MultipartUpload => ({
  Key: key,
  UploadId: id,
  Initiated: new Date(NOW - hoursAgo * HOUR),
});

describe('abortStaleMultipartUploads', () => {
  it('aborts the uploads under the prefix started before the cut-off, over every page', async () => {
    const bucket = fakeBucket(
      [
        upload('tmp/1-a', 'u1', 30),
        upload('tmp/2-b', 'u2', 1), // started an hour ago: may still be running
        upload('tmp/3-c', 'u3', 7),
        upload('tmp/4-d', 'u4', 6.5),
        upload('tmp/5-e', 'u5', 0.1),
        upload('blobs/other', 'u6', 48), // not ours: only tmp/ is swept
      ],
      2,
    );
    const result = await abortStaleMultipartUploads(bucket.client, {
      bucket: 'b',
      prefix: 'tmp/',
      startedBefore: NOW - 6 * HOUR,
    });
    expect(result).toEqual({ supported: true, aborted: 3 });
    expect(bucket.aborted).toEqual(['b/tmp/1-a#u1', 'b/tmp/3-c#u3', 'b/tmp/4-d#u4']);
    // Three pages of two: the markers of each page's last upload lead to the next.
    expect(bucket.listings).toEqual([
      { Bucket: 'b', Prefix: 'tmp/' },
      { Bucket: 'b', Prefix: 'tmp/', KeyMarker: 'tmp/2-b', UploadIdMarker: 'u2' },
      { Bucket: 'b', Prefix: 'tmp/', KeyMarker: 'tmp/4-d', UploadIdMarker: 'u4' },
    ]);
  });

  it('takes an upload its own instance finished meanwhile (NoSuchUpload) for done, and stops on other errors', async () => {
    const finished = fakeBucket([upload('tmp/1', 'gone', 10), upload('tmp/2', 'u2', 10)], 10, {
      gone: 'NoSuchUpload',
    });
    expect(
      await abortStaleMultipartUploads(finished.client, { bucket: 'b', prefix: 'tmp/', startedBefore: NOW }),
    ).toEqual({ supported: true, aborted: 1 });
    expect(finished.aborted).toEqual(['b/tmp/2#u2']);

    const denied = fakeBucket([upload('tmp/1', 'u1', 10)], 10, { u1: 'AccessDenied' });
    await expect(
      abortStaleMultipartUploads(denied.client, { bucket: 'b', prefix: 'tmp/', startedBefore: NOW }),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('says so when the server does not implement the listing, and rethrows real failures', async () => {
    const s3rverLike = fakeBucket([], 10, {}, 'NotImplemented');
    expect(
      await abortStaleMultipartUploads(s3rverLike.client, {
        bucket: 'b',
        prefix: 'tmp/',
        startedBefore: NOW,
      }),
    ).toEqual({ supported: false, reason: 'ListMultipartUploads answered NotImplemented' });

    const wrongKey = fakeBucket([], 10, {}, 'InvalidAccessKeyId');
    await expect(
      abortStaleMultipartUploads(wrongKey.client, { bucket: 'b', prefix: 'tmp/', startedBefore: NOW }),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('leaves uploads without a start time to the lifecycle rule', async () => {
    const bucket = fakeBucket([{ Key: 'tmp/x', UploadId: 'u1' }], 10);
    expect(
      await abortStaleMultipartUploads(bucket.client, { bucket: 'b', prefix: 'tmp/', startedBefore: NOW }),
    ).toEqual({ supported: true, aborted: 0 });
  });
});
