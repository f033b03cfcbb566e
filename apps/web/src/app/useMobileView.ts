// Mobile view applies when the window is 800 px wide or less (spec part 1 §1, §9).
import { MOBILE_MAX_WIDTH_PX } from '@asperity/contract';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH_PX;
}

const snapshot = (): boolean => isMobileWidth(window.innerWidth);

export function useMobileView(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
