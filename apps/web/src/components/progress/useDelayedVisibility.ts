// Spec part 1 §9: the progress indicator is shown only after 500 ms of being busy (short waits
// never flash a spinner) and, once shown, stays at least 200 ms (no flicker when work ends just
// after it appeared).
import { PROGRESS_MIN_VISIBLE_MS, PROGRESS_SHOW_DELAY_MS } from '@asperity/contract';
import { useEffect, useRef, useState } from 'react';

export interface VisibilityDelays {
  readonly showAfter: number;
  readonly minVisible: number;
}

export const progressDelays: VisibilityDelays = {
  showAfter: PROGRESS_SHOW_DELAY_MS,
  minVisible: PROGRESS_MIN_VISIBLE_MS,
};

export function useDelayedVisibility(active: boolean, delays: VisibilityDelays = progressDelays): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (active && !visible) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delays.showAfter);
      return () => clearTimeout(timer);
    }
    if (!active && visible) {
      const elapsed = Date.now() - (shownAt.current ?? 0);
      const timer = setTimeout(
        () => {
          shownAt.current = null;
          setVisible(false);
        },
        Math.max(0, delays.minVisible - elapsed),
      );
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [active, visible, delays.showAfter, delays.minVisible]);

  return visible;
}
