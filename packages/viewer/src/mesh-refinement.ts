// A new surface is drawn first on a coarse mesh and then on the full one: the view shows the relief
// after one cheap frame instead of waiting for the expensive one (level-of-detail.ts,
// FIRST_FRAME_VERTEX_CAP). The full mesh is applied in a task after the coarse frame, so the browser
// shows that frame (and the page reacts to it) before the next, slower one is drawn.
import {
  chooseFirstFrameGridSize,
  chooseGridSize,
  type GridSize,
  type ViewerQuality,
} from './level-of-detail.ts';

export class MeshRefinement {
  private pending: GridSize | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** The mesh for a new surface's first frame; the full one waits for afterFrame. */
  start(width: number, height: number, quality: ViewerQuality): GridSize {
    this.cancel();
    const first = chooseFirstFrameGridSize(width, height, quality);
    const full = chooseGridSize(width, height, quality);
    const same = first.verticesX === full.verticesX && first.verticesY === full.verticesY;
    this.pending = same ? null : full;
    return first;
  }

  /** After a drawn frame: hands the full mesh to `apply` in a later task, once. */
  afterFrame(apply: (grid: GridSize) => void): void {
    const grid = this.pending;
    if (grid === null || this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pending = null;
      apply(grid);
    }, 0);
  }

  /** Forgets a refinement not applied yet (a newer surface, or dispose). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = null;
  }
}
