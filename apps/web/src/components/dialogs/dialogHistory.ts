// Open dialogs are mirrored as same-URL history entries carrying their depth, so the browser's
// back button pops one entry and the topmost dialog closes instead of the page changing.

export const DIALOG_DEPTH_KEY = 'asperityDialogDepth';

export function dialogDepthOf(state: unknown): number {
  if (!state || typeof state !== 'object') return 0;
  const depth = (state as Record<string, unknown>)[DIALOG_DEPTH_KEY];
  return typeof depth === 'number' && depth > 0 ? depth : 0;
}

export function withDialogDepth(state: unknown, depth: number): Record<string, unknown> {
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return { ...base, [DIALOG_DEPTH_KEY]: depth };
}
