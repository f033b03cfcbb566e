import { describe, expect, it } from 'vitest';
import {
  FIRST_FRAME_VERTEX_CAP,
  GRID_VERTEX_CAP,
  chooseFirstFrameGridSize,
  chooseGridSize,
  choosePixelRatio,
} from './level-of-detail.ts';

describe('chooseGridSize', () => {
  it('uses one vertex per texel below the cap', () => {
    expect(chooseGridSize(100, 60, 'high')).toEqual({ verticesX: 100, verticesY: 60 });
    expect(chooseGridSize(128, 128, 'low')).toEqual({ verticesX: 128, verticesY: 128 });
  });

  it('caps the longer side whatever the surface size', () => {
    for (const n of [257, 1024, 4096, 16384]) {
      expect(chooseGridSize(n, n, 'high')).toEqual({ verticesX: 256, verticesY: 256 });
      expect(chooseGridSize(n, n, 'low')).toEqual({ verticesX: 128, verticesY: 128 });
    }
    expect(GRID_VERTEX_CAP).toEqual({ low: 128, high: 256 });
  });

  it('keeps the aspect ratio of the texture', () => {
    const { verticesX, verticesY } = chooseGridSize(4096, 1024, 'high');
    expect(verticesX).toBe(256);
    expect(verticesY).toBe(65);
    const tall = chooseGridSize(500, 2000, 'low');
    expect(tall.verticesY).toBe(128);
    expect(tall.verticesX).toBe(33);
  });

  it('never goes below one segment per side', () => {
    expect(chooseGridSize(1, 1, 'high')).toEqual({ verticesX: 2, verticesY: 2 });
    expect(chooseGridSize(8192, 2, 'low')).toEqual({ verticesX: 128, verticesY: 2 });
  });
});

describe('chooseFirstFrameGridSize', () => {
  it('caps the first frame at 64 vertices a side, keeping the aspect ratio, and small meshes whole', () => {
    expect(FIRST_FRAME_VERTEX_CAP).toBe(64);
    expect(chooseFirstFrameGridSize(1024, 1024, 'high')).toEqual({ verticesX: 64, verticesY: 64 });
    expect(chooseFirstFrameGridSize(1024, 1024, 'low')).toEqual({ verticesX: 64, verticesY: 64 });
    expect(chooseFirstFrameGridSize(4096, 1024, 'high')).toEqual({ verticesX: 64, verticesY: 17 });
    expect(chooseFirstFrameGridSize(40, 30, 'high')).toEqual({ verticesX: 40, verticesY: 30 });
  });
});

describe('choosePixelRatio', () => {
  it('renders low quality at 1 and high quality at the device ratio up to 2', () => {
    expect(choosePixelRatio('low', 3)).toBe(1);
    expect(choosePixelRatio('high', 1.5)).toBe(1.5);
    expect(choosePixelRatio('high', 3)).toBe(2);
    expect(choosePixelRatio('high', Number.NaN)).toBe(1);
  });
});
