import { describe, expect, it } from 'vitest';
import { badgeText } from './badgeText.ts';

describe('badgeText', () => {
  it('shows no badge when nothing is unread', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });

  it('shows the count from 1 to 9', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
  });

  it('never shows a number above 9', () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(12_345)).toBe('9+');
  });
});
