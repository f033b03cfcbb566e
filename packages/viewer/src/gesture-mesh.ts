// While the user orbits, zooms or pans, the view is drawn on the coarse mesh of a first frame
// (level-of-detail.ts): under software WebGL an orbit step on the full mesh is a long task of about
// 450 ms, on 64² vertices about 110 ms. The full mesh comes back when the gesture ends; a refinement
// that arrives during the gesture (a new surface's full mesh) waits for its end too.
import { chooseFirstFrameGridSize, type GridSize, type ViewerQuality } from './level-of-detail.ts';

const sameGrid = (a: GridSize, b: GridSize): boolean =>
  a.verticesX === b.verticesX && a.verticesY === b.verticesY;

export class GestureMesh {
  private active = false;
  /** The mesh to draw once the gesture ends, while the coarse one stands in. */
  private resting: GridSize | null = null;

  get inGesture(): boolean {
    return this.active;
  }

  /** A gesture starts on `current` (the texture is width × height): the mesh to use instead, or null. */
  start(current: GridSize | null, width: number, height: number, quality: ViewerQuality): GridSize | null {
    this.active = true;
    if (current === null || this.resting !== null) return null;
    const coarse = chooseFirstFrameGridSize(width, height, quality);
    if (sameGrid(coarse, current)) return null;
    this.resting = current;
    return coarse;
  }

  /** The gesture ended: the mesh to restore, or null when the coarse one never stood in. */
  end(): GridSize | null {
    this.active = false;
    const resting = this.resting;
    this.resting = null;
    return resting;
  }

  /** A full mesh ready during a gesture is kept for its end; true when it was (the caller waits). */
  deferred(grid: GridSize): boolean {
    if (!this.active) return false;
    this.resting = grid;
    return true;
  }

  /** A new surface: whatever was resting belongs to the old one. */
  forget(): void {
    this.resting = null;
  }
}
