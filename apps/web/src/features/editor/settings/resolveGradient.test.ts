// The gradient a colour-scale setting names, and the CSS of its preview.
import { GRADIENTS } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { gradientCss, resolveGradient } from './resolveGradient.ts';

const sea = {
  key: 4,
  name: 'Sea',
  stops: [
    { r: 200, g: 255, b: 255, a: 0.5, stop: 1 },
    { r: 0, g: 0, b: 80, a: 1, stop: 0 },
  ],
};

describe('resolveGradient', () => {
  it('gives the built-in gradient of a name, the custom one of custom:<key>, else the default', () => {
    expect(resolveGradient('black-white', [sea])).toBe(GRADIENTS['black-white']);
    expect(resolveGradient('custom:4', [sea])).toEqual({ name: 'Sea', stops: sea.stops });
    expect(resolveGradient('custom:5', [sea])).toBe(GRADIENTS.rainbow);
    expect(resolveGradient('plaid', [])).toBe(GRADIENTS.rainbow);
  });
});

describe('gradientCss', () => {
  it('lists the stops in order of position with their colours and alpha', () => {
    expect(gradientCss(sea)).toBe(
      'linear-gradient(to right, rgba(0, 0, 80, 1) 0.0%, rgba(200, 255, 255, 0.5) 100.0%)',
    );
    expect(gradientCss(GRADIENTS['blue-white'])).toBe(
      'linear-gradient(to right, rgba(0, 0, 255, 1) 0.0%, rgba(255, 255, 255, 1) 100.0%)',
    );
  });
});
