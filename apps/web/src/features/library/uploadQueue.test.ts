import { describe, expect, it, vi } from 'vitest';
import { aFile, scriptedTransport } from './testing.ts';
import { errorButtonsFor, failureCode, looksLikePicture, UploadQueue } from './uploadQueue.ts';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const states = (queue: UploadQueue) => queue.getSnapshot().map((item) => item.state);

describe('upload queue (spec part 1 §3–§4)', () => {
  it('uploads two at a time: waiting → uploading → done, with progress', async () => {
    const { transport, pending } = scriptedTransport();
    const onUploaded = vi.fn();
    const queue = new UploadQueue({ transport, onUploaded });
    queue.add([file('a.x3p'), file('b.plu'), file('c.sur')], 'folder-9');

    expect(states(queue)).toEqual(['uploading', 'uploading', 'waiting']);
    expect(pending).toHaveLength(2);
    expect(pending[0]?.request.url).toBe('/api/files/upload?parentFolderGuid=folder-9');
    expect(pending[0]?.request.fileName).toBe('a.x3p');

    pending[0]?.request.onProgress(0.4);
    expect(queue.getSnapshot()[0]?.progress).toBeCloseTo(0.4);

    pending[0]?.respond({ status: 201, body: aFile({ guid: 'g-a', name: 'a.x3p' }) });
    await flush();
    expect(states(queue)).toEqual(['done', 'uploading', 'uploading']);
    expect(queue.getSnapshot()[0]).toMatchObject({ fileGuid: 'g-a', storedName: 'a.x3p', progress: 1 });
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(pending).toHaveLength(3);
    expect(queue.busy).toBe(true);

    // The server named a clash "b (2).plu": the item keeps both names.
    pending[1]?.respond({ status: 201, body: aFile({ guid: 'g-b', name: 'b (2).plu' }) });
    pending[2]?.respond({ status: 201, body: aFile({ guid: 'g-c' }) });
    await flush();
    expect(states(queue)).toEqual(['done', 'done', 'done']);
    expect(queue.getSnapshot()[1]).toMatchObject({ name: 'b.plu', storedName: 'b (2).plu' });
    expect(queue.busy).toBe(false);
    queue.clearFinished();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('keeps the import warnings of a stored file, the file’s own and its channels’', async () => {
    const { transport, pending } = scriptedTransport();
    const queue = new UploadQueue({ transport });
    queue.add([file('odd.sur')]);
    const stored = aFile({
      warnings: [{ code: 'metadata-incomplete', message: 'no date' }],
    });
    stored.channels[0]?.warnings.push({ code: 'unit-slip-suspected', message: 'x 1000' });
    pending[0]?.respond({ status: 201, body: stored });
    await flush();
    expect(queue.getSnapshot()[0]?.warnings.map((w) => [w.code, w.channel])).toEqual([
      ['metadata-incomplete', undefined],
      ['unit-slip-suspected', 'Height'],
    ]);
  });

  it('offers cancel only after a 415, and retry and cancel after other failures', async () => {
    expect(errorButtonsFor(415)).toEqual(['cancel']);
    expect(errorButtonsFor(422)).toEqual(['retry', 'cancel']);
    expect(errorButtonsFor(0)).toEqual(['retry', 'cancel']);

    const { transport, pending } = scriptedTransport();
    const queue = new UploadQueue({ transport });
    queue.add([file('notes.txt'), file('broken.x3p')]);
    pending[0]?.respond({ status: 415, body: { errorCode: 'unsupported-image-type', reason: 'txt' } });
    pending[1]?.respond({ status: 422, body: { errorCode: 'corrupt-file' } });
    await flush();
    const [txt, broken] = queue.getSnapshot();
    expect(txt).toMatchObject({ state: 'error', status: 415, errorCode: 'unsupported-image-type' });
    expect(txt?.errorButtons).toEqual(['cancel']);
    expect(broken).toMatchObject({ state: 'error', status: 422, errorCode: 'corrupt-file' });
    expect(broken?.errorButtons).toEqual(['retry', 'cancel']);

    // Retry is refused for the 415; cancel ends it.
    queue.retry(txt?.id ?? '');
    expect(queue.getSnapshot()[0]?.state).toBe('error');
    queue.cancel(txt?.id ?? '');
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'canceled', errorButtons: [] });

    // Retry returns the 422 to waiting and sends it again.
    queue.retry(broken?.id ?? '');
    expect(queue.getSnapshot()[1]).toMatchObject({ state: 'uploading', errorCode: undefined });
    expect(pending).toHaveLength(3);
    pending[2]?.respond({ status: 201, body: aFile() });
    await flush();
    expect(states(queue)).toEqual(['canceled', 'done']);
  });

  it('never offers retry for a 409: open the existing copy, keep both (keepBoth=true), or cancel', async () => {
    const existingFile = {
      fileGuid: 'g-old',
      name: 'run.gsf',
      twoD: false,
      folderGuid: 'f-may',
      folderPath: ['Runs', 'May'],
    };
    expect(errorButtonsFor(409, existingFile)).toEqual(['open-existing', 'keep-both', 'cancel']);
    expect(errorButtonsFor(409)).toEqual(['keep-both', 'cancel']);

    const { transport, pending } = scriptedTransport();
    const queue = new UploadQueue({ transport });
    queue.add([file('run.gsf')], 'f-root');
    pending[0]?.respond({
      status: 409,
      body: { errorCode: 'conflict', reason: 'already in your library', existingFile },
    });
    await flush();
    const [refused] = queue.getSnapshot();
    expect(refused).toMatchObject({ state: 'error', status: 409, errorCode: 'conflict', existingFile });
    expect(refused?.errorButtons).not.toContain('retry');
    queue.retry(refused?.id ?? '');
    expect(queue.getSnapshot()[0]?.state).toBe('error');

    queue.keepBoth(refused?.id ?? '');
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'uploading', existingFile: undefined });
    expect(pending[1]?.request.url).toBe('/api/files/upload?parentFolderGuid=f-root&keepBoth=true');
    pending[1]?.respond({ status: 201, body: aFile({ guid: 'g-new', name: 'run (2).gsf' }) });
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'done', storedName: 'run (2).gsf' });
  });

  it('sends pictures (2D images) after the measurements queued before them (part 1 §4)', async () => {
    expect(looksLikePicture('Photo.JPG')).toBe(true);
    expect(looksLikePicture('map.png')).toBe(true);
    expect(looksLikePicture('heights.tif')).toBe(false);
    expect(looksLikePicture('scan.x3p')).toBe(false);
    expect(looksLikePicture('png')).toBe(false);

    const { transport, pending } = scriptedTransport();
    const queue = new UploadQueue({ transport });
    queue.add([file('scan.x3p'), file('photo.png'), file('other.sur')]);
    // The picture waits; the measurement after it may go.
    expect(states(queue)).toEqual(['uploading', 'waiting', 'uploading']);
    expect(pending.map((p) => p.request.fileName)).toEqual(['scan.x3p', 'other.sur']);
    pending[0]?.respond({ status: 201, body: aFile({ guid: 'g-1' }) });
    await flush();
    // other.sur, queued after it, does not hold the picture back.
    expect(states(queue)).toEqual(['done', 'uploading', 'uploading']);
    expect(pending[2]?.request.fileName).toBe('photo.png');

    // A failed measurement no longer holds pictures either (the server decides then).
    const second = scriptedTransport();
    const alone = new UploadQueue({ transport: second.transport });
    alone.add([file('broken.x3p'), file('a.png'), file('b.jpg')]);
    expect(states(alone)).toEqual(['uploading', 'waiting', 'waiting']);
    second.pending[0]?.respond({ status: 422, body: { errorCode: 'corrupt-file' } });
    await flush();
    expect(states(alone)).toEqual(['error', 'uploading', 'uploading']);
    // Pictures alone go two at a time as usual.
    const third = scriptedTransport();
    const pictures = new UploadQueue({ transport: third.transport });
    pictures.add([file('a.png'), file('b.png'), file('c.png')]);
    expect(states(pictures)).toEqual(['uploading', 'uploading', 'waiting']);
  });

  it('cancels a running upload by aborting it, and starts the next one', async () => {
    const { transport, pending } = scriptedTransport();
    const queue = new UploadQueue({ transport, concurrency: 1 });
    queue.add([file('a.x3p'), file('b.x3p')]);
    expect(states(queue)).toEqual(['uploading', 'waiting']);
    queue.cancel(queue.getSnapshot()[0]?.id ?? '');
    expect(pending[0]?.aborted()).toBe(true);
    await flush();
    expect(states(queue)).toEqual(['canceled', 'uploading']);
    expect(pending).toHaveLength(2);
  });

  it('refreshes the session once after a 401 and sends the file again', async () => {
    const { transport, pending } = scriptedTransport();
    const refreshSession = vi.fn(() => Promise.resolve(true));
    const queue = new UploadQueue({ transport, refreshSession });
    queue.add([file('a.x3p')]);
    pending[0]?.respond({ status: 401, body: { errorCode: 'unauthorized' } });
    await flush();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(pending).toHaveLength(2);
    pending[1]?.respond({ status: 201, body: aFile() });
    await flush();
    expect(states(queue)).toEqual(['done']);
  });

  it('reads a failure without a code as “image length exceeded” and no answer as a lost connection', async () => {
    expect(failureCode({ status: 413, body: undefined })).toBe('image-length-exceeded');
    expect(failureCode({ status: 0, body: undefined })).toBe('connection-lost');
    expect(failureCode({ status: 409, body: { errorCode: 'conflict' } })).toBe('conflict');

    const { transport, pending } = scriptedTransport();
    const queue = new UploadQueue({ transport });
    queue.add([file('a.x3p')]);
    pending[0]?.respond({ status: 0, body: undefined });
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'error', errorCode: 'connection-lost' });
    expect(queue.getSnapshot()[0]?.errorButtons).toEqual(['retry', 'cancel']);
  });
});
