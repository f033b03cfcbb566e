import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIMARY_PANEL_SIZE,
  clampPrimaryPanelSize,
  panelsForMode,
  parsePrimaryPanelSize,
  parseVisiblePanels,
  toggleLeftPanel,
  toggleRightPanel,
} from './visiblePanels.ts';

describe('visible panels', () => {
  it('accepts only both, left and right', () => {
    expect(parseVisiblePanels('both')).toBe('both');
    expect(parseVisiblePanels('left')).toBe('left');
    expect(parseVisiblePanels('right')).toBe('right');
    expect(parseVisiblePanels('none')).toBeNull();
    expect(parseVisiblePanels('BOTH')).toBeNull();
    expect(parseVisiblePanels(1)).toBeNull();
    expect(parseVisiblePanels(undefined)).toBeNull();
  });

  it('toggles the left panel: both or left → right; right → both', () => {
    expect(toggleLeftPanel('both')).toBe('right');
    expect(toggleLeftPanel('left')).toBe('right');
    expect(toggleLeftPanel('right')).toBe('both');
  });

  it('toggles the right panel: both or right → left; left → both', () => {
    expect(toggleRightPanel('both')).toBe('left');
    expect(toggleRightPanel('right')).toBe('left');
    expect(toggleRightPanel('left')).toBe('both');
  });

  it('restores both when a mode drawn on the view opens while only the right panel shows', () => {
    for (const mode of ['areal-parameters', 'profile-parameters', 'dimension', 'step-height'])
      expect(panelsForMode('right', mode)).toBe('both');
    expect(panelsForMode('right', 'volume')).toBe('right');
    expect(panelsForMode('left', 'dimension')).toBe('left');
    expect(panelsForMode('both', 'dimension')).toBe('both');
  });
});

describe('primary panel size', () => {
  it('is used only when it is a valid number within bounds', () => {
    expect(parsePrimaryPanelSize(0.5)).toBe(0.5);
    expect(parsePrimaryPanelSize('0.7')).toBe(0.7);
    expect(parsePrimaryPanelSize('abc')).toBe(DEFAULT_PRIMARY_PANEL_SIZE);
    expect(parsePrimaryPanelSize(Number.NaN)).toBe(DEFAULT_PRIMARY_PANEL_SIZE);
    expect(parsePrimaryPanelSize(Number.POSITIVE_INFINITY)).toBe(DEFAULT_PRIMARY_PANEL_SIZE);
    expect(parsePrimaryPanelSize('')).toBe(DEFAULT_PRIMARY_PANEL_SIZE);
    expect(parsePrimaryPanelSize(null)).toBe(DEFAULT_PRIMARY_PANEL_SIZE);
    expect(parsePrimaryPanelSize(0.05)).toBe(DEFAULT_PRIMARY_PANEL_SIZE);
    expect(parsePrimaryPanelSize(1.5)).toBe(DEFAULT_PRIMARY_PANEL_SIZE);
  });

  it('clamps a dragged size into its bounds', () => {
    expect(clampPrimaryPanelSize(0.1)).toBe(0.2);
    expect(clampPrimaryPanelSize(0.95)).toBe(0.8);
    expect(clampPrimaryPanelSize(0.45)).toBe(0.45);
  });
});
