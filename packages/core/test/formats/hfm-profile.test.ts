import { describe, expect, it } from 'vitest';
import { isSurfaceError, type Channel, type SurfaceFile } from '../../src/index.ts';
import { hfmProfileFormat } from '../../src/io/formats/hfm-profile.ts';

const read = (bytes: Uint8Array): SurfaceFile => hfmProfileFormat.read!(bytes, { fileName: 'x.hfm' });
const text = (s: string) => new TextEncoder().encode(s);

function expectCode(bytes: Uint8Array, code: string): void {
  try {
    read(bytes);
  } catch (error) {
    expect(isSurfaceError(error)).toBe(true);
    if (isSurfaceError(error)) expect(error.code).toBe(code);
    return;
  }
  throw new Error('expected a SurfaceError');
}

const sample = 'X;Y;valid\r\n[mm];[mm];[1/0]\r\n1.000;0.5;1\r\n1.002;0.6;1\r\n1.004;0.7;0\r\n1.006;0.4;1\r\n';

describe('hfm line-scan reader', () => {
  it('reads a synthetic profile in metres with invalid points and x0', () => {
    const file = read(text(sample));
    const [channel] = file.channels as [Channel];
    const s = channel.surface;
    expect([s.nx, s.ny]).toEqual([4, 1]);
    expect(s.dx).toBeCloseTo(2e-6, 15);
    expect(s.x0).toBeCloseTo(1e-3, 15);
    expect(s.z[0]).toBeCloseTo(0.5e-3, 15);
    expect(s.z[2]).toBeNaN();
    expect(file.warnings).toEqual([]);
  });

  it('resamples uneven abscissae with a warning', () => {
    const file = read(text('X;Y;valid\n[um];[nm];[1/0]\n0;0;1\n1;10;1\n3;30;1\n'));
    const s = (file.channels[0] as Channel).surface;
    const nm = Array.from(s.z, (v) => v * 1e9);
    [0, 15, 30].forEach((v, k) => expect(nm[k]).toBeCloseTo(v, 9));
    expect(file.warnings.map((w) => w.code)).toEqual(['nonuniform-sampling-resampled']);
  });

  it('magic is the header line', () => {
    expect(hfmProfileFormat.magic(text(sample), 'a.hfm')).toBe('yes');
    expect(hfmProfileFormat.magic(text('X;Y;Z\n'), 'a.hfm')).toBe('no');
  });

  it('truncated or malformed files are corrupt', () => {
    expectCode(text('X;Y;valid\r\n[mm];[mm];[1/0]\r\n1.000;0.5;1\r\n'), 'corrupt-file');
    expectCode(text('X;Y;valid\r\n[mm];[mm];[1/0]\r\n1.000;0.5;1\r\n1.0'), 'corrupt-file');
    expectCode(text('X;Y;valid\r\n[mm];[V];[1/0]\r\n1;0.5;1\r\n2;0.5;1\r\n'), 'corrupt-file');
    expectCode(text('X;Y;valid\n'), 'corrupt-file');
  });

  it('more points than a profile may hold is rejected', () => {
    const many = 'X;Y;valid\n[mm];[mm];[1/0]\n' + '1;1;1\n'.repeat(70000);
    expect(() => read(text(many))).toThrow(/implausible/);
  });
});

// hfm-1.hfm (SurfaceTopography test_xyz.py L97–109: 9600 points, 4.8 mm, profile rms before and after
// curvature detrend) is a row of ../real-file-table.ts.
