// Brings a panel's new results into view (issue 15 item 15): on a 1440 × 900 screen the settings of
// the longer panels (average PSD, profile parameters) fill the right panel, and the results of a
// calculation landed below its bottom edge, unseen. When a new result arrives, the right panel (the
// nearest scrolling box; the page itself does not scroll) scrolls just enough to show the results,
// keeping as much of the settings above them as still fits.
import { useEffect, type RefObject } from 'react';

/** Scrolls `ref` into view whenever `result` changes to a new non-null value. */
export function useRevealResults(ref: RefObject<HTMLElement | null>, result: unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (result === null || result === undefined || !element) return;
    // happy-dom and old engines may lack it; nothing to reveal there.
    if (typeof element.scrollIntoView !== 'function') return;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [ref, result]);
}
