// The scale-out test's reverse proxy (apps/server/test/reverse-proxy.ts) in a process of its own, for
// the throughput bench: inside the bench's process it shared one event loop with the load generator,
// and that single thread, not the instances, bounded what two instances could serve. Its CPU use is
// read from /proc by its pid like the servers'.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const mainScript = fileURLToPath(new URL('./proxy-main.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface ProxyProcess {
  readonly url: string;
  readonly pid: number;
  close(): Promise<void>;
}

/** Round-robin over `upstreams`, with keep-alive connections to them as nginx's `keepalive`. */
export async function startProxyProcess(upstreams: readonly string[]): Promise<ProxyProcess> {
  const child = spawn(process.execPath, ['--import', tsxLoader, mainScript, ...upstreams], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', () => reject(new Error(`proxy exited before listening:\n${output.slice(-2000)}`)));
  });
  return {
    url,
    pid: child.pid ?? -1,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
