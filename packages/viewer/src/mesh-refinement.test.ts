import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridSize } from './level-of-detail.ts';
import { MeshRefinement } from './mesh-refinement.ts';

describe('MeshRefinement', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a large surface on the coarse mesh and hands over the full one after the first frame, once', () => {
    const refinement = new MeshRefinement();
    expect(refinement.start(1024, 512, 'high')).toEqual({ verticesX: 64, verticesY: 32 });
    const applied: GridSize[] = [];
    refinement.afterFrame((grid) => applied.push(grid));
    refinement.afterFrame((grid) => applied.push(grid));
    // Not within the frame's own task: the coarse frame is shown first.
    expect(applied).toEqual([]);
    vi.runAllTimers();
    expect(applied).toEqual([{ verticesX: 256, verticesY: 128 }]);
    refinement.afterFrame((grid) => applied.push(grid));
    vi.runAllTimers();
    expect(applied).toHaveLength(1);
  });

  it('has nothing to refine when the first mesh is already the full one', () => {
    const refinement = new MeshRefinement();
    expect(refinement.start(50, 40, 'high')).toEqual({ verticesX: 50, verticesY: 40 });
    const apply = vi.fn();
    refinement.afterFrame(apply);
    vi.runAllTimers();
    expect(apply).not.toHaveBeenCalled();
  });

  it('drops a pending refinement when a new surface starts or the view is disposed', () => {
    const refinement = new MeshRefinement();
    refinement.start(2048, 2048, 'high');
    const stale = vi.fn();
    refinement.afterFrame(stale);
    expect(refinement.start(512, 512, 'low')).toEqual({ verticesX: 64, verticesY: 64 });
    vi.runAllTimers();
    expect(stale).not.toHaveBeenCalled();
    const applied: GridSize[] = [];
    refinement.afterFrame((grid) => applied.push(grid));
    refinement.cancel();
    vi.runAllTimers();
    expect(applied).toEqual([]);
  });
});
