// Which of the editor's two panels are shown (spec part 2 §2): the left one (3D and 2D views), the
// right one (features and settings), or both. Pure rules, so the layout only renders their result.

export const VISIBLE_PANELS = ['both', 'left', 'right'] as const;
export type VisiblePanels = (typeof VISIBLE_PANELS)[number];

export const DEFAULT_VISIBLE_PANELS: VisiblePanels = 'both';

/** A stored or linked value, or null when it is none of both/left/right (such values are ignored). */
export function parseVisiblePanels(value: unknown): VisiblePanels | null {
  return typeof value === 'string' && (VISIBLE_PANELS as readonly string[]).includes(value)
    ? (value as VisiblePanels)
    : null;
}

/** Toggling the left panel: from both or left the result is right-only; otherwise both. */
export function toggleLeftPanel(current: VisiblePanels): VisiblePanels {
  return current === 'both' || current === 'left' ? 'right' : 'both';
}

/** Toggling the right panel: from both or right the result is left-only; otherwise both. */
export function toggleRightPanel(current: VisiblePanels): VisiblePanels {
  return current === 'both' || current === 'right' ? 'left' : 'both';
}

/** Modes drawn on the 2D view: opening one while only the right panel shows restores both. */
export const MODES_NEEDING_VIEW = [
  'areal-parameters',
  'profile-parameters',
  'dimension',
  'step-height',
] as const;

export function panelsForMode(current: VisiblePanels, mode: string): VisiblePanels {
  return current === 'right' && (MODES_NEEDING_VIEW as readonly string[]).includes(mode) ? 'both' : current;
}

/** Share of the width the primary (left) panel takes when both show. */
export const DEFAULT_PRIMARY_PANEL_SIZE = 0.6;
const MIN_PRIMARY_PANEL_SIZE = 0.2;
const MAX_PRIMARY_PANEL_SIZE = 0.8;

/**
 * A stored primary panel size is used only when it is a valid number (a finite fraction within the
 * bounds a person can drag to); anything else gives the default.
 */
export function parsePrimaryPanelSize(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return DEFAULT_PRIMARY_PANEL_SIZE;
  if (number < MIN_PRIMARY_PANEL_SIZE || number > MAX_PRIMARY_PANEL_SIZE) return DEFAULT_PRIMARY_PANEL_SIZE;
  return number;
}

/** Clamps a dragged size into the allowed bounds. */
export function clampPrimaryPanelSize(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_PRIMARY_PANEL_SIZE;
  return Math.min(MAX_PRIMARY_PANEL_SIZE, Math.max(MIN_PRIMARY_PANEL_SIZE, value));
}
