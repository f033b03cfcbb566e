// The core embeds the compiled SIMD stages as text; this proves the text is what the AssemblyScript
// source compiles to today, so an edit of assembly/fft-stages.ts cannot ship without its module.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('embedded FFT stages module', () => {
  it('matches assembly/fft-stages.ts compiled now', () => {
    const build = fileURLToPath(new URL('../assembly/build.mjs', import.meta.url));
    expect(() => execFileSync(process.execPath, [build, '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
