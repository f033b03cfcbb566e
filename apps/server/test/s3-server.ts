// A real S3-compatible server for tests: s3rver (the maintained @20minutes fork, see
// docs/adr/0016-s3rver-for-object-storage-tests.md) in a child process on a free loopback port,
// storing into a temporary directory, with one bucket created at start. Talks real HTTP and SigV4,
// so the S3 blob store is tested through the same AWS SDK code paths as in production.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver's built-in account. */
const accessKeyId = 'S3RVER';
const secretAccessKey = 'S3RVER';

export interface S3TestServer {
  readonly endpoint: string;
  readonly bucket: string;
  /** The S3_* variables that point the server at this store. */
  readonly env: Readonly<Record<string, string>>;
  readonly config: {
    readonly endpoint: string;
    readonly bucket: string;
    readonly region: string;
    readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
    readonly forcePathStyle: boolean;
  };
  stop(): Promise<void>;
}

// The package ships its CLI module but not the bin script that runs it.
const cliModule = createRequire(import.meta.url).resolve('@20minutes/s3rver/lib/cli.js');

export async function startS3Server(bucket = 'asperity-test'): Promise<S3TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'asperity-s3rver-'));
  const args = [
    ...['-d', dir, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket],
    // s3rver signs bucket-level path-style requests over "/bucket" while AWS SDK v3 signs "/bucket/"
    // (ListObjectsV2, HeadBucket), so those fail with SignatureDoesNotMatch. This flag accepts
    // well-formed signatures; an unknown access key is still refused (InvalidAccessKeyId).
    '--allow-mismatched-signatures',
  ];
  const child = spawn(
    process.execPath,
    ['-e', `require(${JSON.stringify(cliModule)}).parseAsync(${JSON.stringify(args)}, { from: 'user' })`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [^:\s]+:(\d+)/.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    config: { endpoint, bucket, region, credentials: { accessKeyId, secretAccessKey }, forcePathStyle: true },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
