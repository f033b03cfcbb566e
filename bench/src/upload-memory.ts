// The server's memory while many users upload big files at once (issue 5 item 8): `uploads`
// signed-in sessions each POST a SUR file of `megabytes` MB to /api/files/upload at the same time,
// while the server's resident memory is sampled. Every upload differs in one height value, since
// the same bytes uploaded twice by one user are refused as a duplicate (409).
import { Agent, request } from 'node:http';
import { formatById, generateDemoSurface, makeChannel, makeSurfaceFile, type Surface } from '@asperity/core';
import { round } from './measure.ts';
import { RssSampler, statusBytes, toMiB } from './rss.ts';
import { SessionClient } from './session-client.ts';

export interface UploadMemoryOptions {
  readonly base: string;
  readonly pid: number;
  readonly login: string;
  readonly password: string;
  readonly uploads: number;
  readonly megabytes: number;
}

export interface UploadMemoryResult {
  uploads: number;
  fileBytes: number;
  surface: string;
  baselineRssMiB: number;
  peakRssMiB: number;
  peakAboveBaselineMiB: number;
  /** VmHWM over the uploads (the kernel's peak, not limited by the sampling period). */
  kernelPeakRssMiB: number | null;
  /** RSS 2 s after the last answer. */
  afterRssMiB: number;
  seconds: number;
  statuses: Record<string, number>;
  slowestUploadSeconds: number;
}

/** A SUR file (512-byte header, then int32 heights) of about `megabytes` MB of a generated surface. */
export function surFile(megabytes: number): { bytes: Uint8Array; side: number } {
  const side = Math.round(Math.sqrt((megabytes * 1e6 - 512) / 4));
  const s: Surface = generateDemoSurface({ nx: side, ny: side, seed: 11 });
  const sur = formatById('sur');
  if (!sur?.write) throw new Error('the SUR writer is missing from the format registry');
  const file = makeSurfaceFile('bench', [
    makeChannel('Height', 'height', { nx: side, ny: side, dx: s.dx, dy: s.dy }, s.z),
  ]);
  return { bytes: sur.write(file), side };
}

/** POST one multipart upload; the file's last height gets `variant` in its low byte. */
function upload(
  agent: Agent,
  base: string,
  client: SessionClient,
  bytes: Uint8Array,
  variant: number,
  name: string,
): Promise<{ status: number; seconds: number }> {
  const boundary = `----asperity-bench-${variant}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const last = Buffer.from(bytes.subarray(bytes.length - 4));
  last[0] = ((last[0] ?? 0) ^ variant) & 0xff;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length - 4);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      new URL('/api/files/upload', base),
      {
        method: 'POST',
        agent,
        headers: {
          ...client.cookieHeader(),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + bytes.length + tail.length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, seconds: (performance.now() - started) / 1000 }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, seconds: (performance.now() - started) / 1000 }));
    req.write(head);
    req.write(body);
    req.write(last);
    req.end(tail);
  });
}

export async function runUploadMemory(options: UploadMemoryOptions): Promise<UploadMemoryResult> {
  const { bytes, side } = surFile(options.megabytes);
  const agent = new Agent({ keepAlive: true });
  try {
    const clients: SessionClient[] = [];
    for (let i = 0; i < options.uploads; i++) {
      const client = new SessionClient(options.base, agent);
      await client.signIn(options.login, options.password);
      clients.push(client);
    }
    // Let start-up work (demo content, JIT) settle before the baseline.
    await new Promise((r) => setTimeout(r, 2000));
    const baseline = statusBytes(options.pid, 'VmRSS');
    const sampler = new RssSampler(options.pid);
    const started = performance.now();
    const answers = await Promise.all(
      clients.map((client, i) =>
        upload(agent, options.base, client, bytes, i + 1, `bench-${options.megabytes}mb-${i + 1}.sur`),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const peak = sampler.stop();
    await new Promise((r) => setTimeout(r, 2000));
    const statuses: Record<string, number> = {};
    for (const { status } of answers) statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
    const peakMiB = Math.max(peak.polledPeakMiB, peak.kernelPeakMiB ?? 0);
    return {
      uploads: options.uploads,
      fileBytes: bytes.length,
      surface: `SUR, ${side} × ${side} int32`,
      baselineRssMiB: toMiB(baseline),
      peakRssMiB: peakMiB,
      peakAboveBaselineMiB: round(peakMiB - toMiB(baseline), 1),
      kernelPeakRssMiB: peak.kernelPeakMiB,
      afterRssMiB: toMiB(statusBytes(options.pid, 'VmRSS')),
      seconds: round(seconds, 1),
      statuses,
      slowestUploadSeconds: round(Math.max(...answers.map((a) => a.seconds)), 1),
    };
  } finally {
    agent.destroy();
  }
}
