// How the 3D and 2D views share the left panel (issue 15 item 15): side by side in a wide panel, one
// above the other in a tall one — whichever gives the surface more room. Side by side in a 848 × 780 px
// panel left each view a 420 px wide portrait strip, where a landscape 3D box used about 30 % of it.
import { fitRect } from './fitRect.ts';

export type ViewsArrangement = 'row' | 'column';

/**
 * A 3D box seen obliquely is wider than it is tall on screen even for a square field: the views are
 * compared for at least this aspect ratio.
 */
export const MIN_VIEW_ASPECT = 1.3;

/** The area a view of `aspect` (width / height) gets when it is fitted into a pane. */
function fittedArea(width: number, height: number, aspect: number): number {
  const rect = fitRect(width, height, aspect);
  return rect.width * rect.height;
}

/** The arrangement of two equal panes in `width` × `height` (px, minus `gap`) that shows `aspect` larger. */
export function viewsArrangement(width: number, height: number, aspect: number, gap = 8): ViewsArrangement {
  const shown = Math.max(Number.isFinite(aspect) && aspect > 0 ? aspect : 1, MIN_VIEW_ASPECT);
  const row = fittedArea((width - gap) / 2, height, shown);
  const column = fittedArea(width, (height - gap) / 2, shown);
  return column > row ? 'column' : 'row';
}
