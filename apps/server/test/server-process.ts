// The server as a real process (src/main.ts through tsx, as `npm start` runs it from source), for tests
// that need several instances, signals and crashes. Resolves once the process logs the URL it listens on.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Everything the process wrote (its JSON log lines), for failure messages. */
  output(): string;
  /** Sends the signal and waits for the exit; answers the exit code (null when killed by the signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServerProcess(env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', tsxLoader, mainScript], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', () => reject(new Error(`server exited before listening:\n${output.slice(-4000)}`)));
    setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not listen within 60 s:\n${output.slice(-4000)}`));
    }, 60_000).unref();
  });
  return {
    url,
    pid: child.pid ?? -1,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exit;
    },
  };
}
