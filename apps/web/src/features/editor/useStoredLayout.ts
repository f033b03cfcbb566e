// The editor layout a person chose (visible panels, primary panel size), kept in localStorage so the
// next file opens the same way. Stored values pass the §2 validation: anything else is ignored.
import { useCallback, useState } from 'react';
import {
  DEFAULT_VISIBLE_PANELS,
  clampPrimaryPanelSize,
  parsePrimaryPanelSize,
  parseVisiblePanels,
  type VisiblePanels,
} from './visiblePanels.ts';

const VISIBLE_KEY = 'asperity.editor.visiblePanels';
const SIZE_KEY = 'asperity.editor.primaryPanelSize';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or forbidden (private mode): the layout still works for this visit.
  }
}

export function useStoredLayout() {
  const [visible, setVisibleState] = useState<VisiblePanels>(
    () => parseVisiblePanels(read(VISIBLE_KEY)) ?? DEFAULT_VISIBLE_PANELS,
  );
  const [primarySize, setPrimarySizeState] = useState<number>(() => parsePrimaryPanelSize(read(SIZE_KEY)));
  const setVisible = useCallback((next: VisiblePanels) => {
    setVisibleState(next);
    write(VISIBLE_KEY, next);
  }, []);
  const setPrimarySize = useCallback((next: number) => {
    const size = clampPrimaryPanelSize(next);
    setPrimarySizeState(size);
    write(SIZE_KEY, String(size));
  }, []);
  return { visible, setVisible, primarySize, setPrimarySize };
}
