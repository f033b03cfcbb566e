import { describe, expect, it } from 'vitest';
import { PerspectiveCamera } from 'three';
import { labelSpriteScale } from './surface-axes.ts';

describe('labelSpriteScale', () => {
  it('gives the sprite scale that projects to the wanted pixel height', () => {
    const camera = new PerspectiveCamera(35, 1.5, 0.01, 100);
    const yy = camera.projectionMatrix.elements[5];
    const scale = labelSpriteScale(16, 400, yy);
    // A sprite of height scale·d at depth d projects to scale·yy clip units; 2 clip units = 400 px.
    expect(((scale * yy) / 2) * 400).toBeCloseTo(16, 10);
    // Twice the viewport: half the scale, the same pixels.
    expect(labelSpriteScale(16, 800, yy)).toBeCloseTo(scale / 2, 12);
  });

  it('is 0 before the viewport has a size', () => {
    expect(labelSpriteScale(16, 0, 3)).toBe(0);
    expect(labelSpriteScale(16, 400, 0)).toBe(0);
  });
});
