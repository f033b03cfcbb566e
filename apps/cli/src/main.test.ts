import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { run } from './main.ts';
import { commands } from './commands/index.ts';
import { captureIo } from './test-io.ts';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

describe('asperity', () => {
  it('--version prints the version of apps/cli/package.json', async () => {
    const io = captureIo();
    expect(await run(['--version'], io)).toBe(0);
    expect(io.out()).toBe(`${packageVersion}\n`);
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('--help describes the program and lists every registered command', async () => {
    const io = captureIo();
    expect(await run(['--help'], io)).toBe(0);
    expect(io.out()).toMatch(/^Usage: asperity /);
    expect(io.out()).toContain('surface-topography');
    expect(commands.length).toBeGreaterThan(0);
    for (const { name } of commands) expect(io.out()).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
  });

  it('exits non-zero with a message naming an unknown command', async () => {
    const io = captureIo();
    expect(await run(['frobnicate'], io)).toBe(1);
    expect(io.err()).toContain("unknown command 'frobnicate'");
    expect(io.out()).toBe('');
  });

  it('exits non-zero and shows help when no command is given', async () => {
    const io = captureIo();
    expect(await run([], io)).not.toBe(0);
    expect(io.err()).toContain('Usage: asperity');
  });

  it('runs from the bin shim through tsx, without a build', async () => {
    const bin = fileURLToPath(new URL('../bin/asperity.js', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [bin, '--version']);
    expect(stdout).toBe(`${packageVersion}\n`);
  }, 30_000);
});
