import { describe, expect, it } from 'vitest';
import { axesLayout, labelStride, TICK_FRACTION, zLabelStride, type AxesSettings } from './axes-layout.ts';
import { axisTickValues, MAX_AXIS_TICKS } from './axis-ticks.ts';
import type { PhysicalExtent } from './grid-lines.ts';

// 100 µm × 50 µm, heights −0.5…0.5 µm, in a 1 × 0.5 box 0.25 high.
const extent: PhysicalExtent = { extentX: 100e-6, extentY: 50e-6, heights: { zMin: -0.5e-6, zMax: 0.5e-6 } };
const size = { sizeX: 1, sizeY: 0.5, height: 0.25 };
const microns = (m: number) => `${Math.round(m * 1e9) / 1e3} µm`;
const settings: AxesSettings = {
  visible: true,
  distanceUnit: 'micron',
  heightUnit: 'nanometer',
  formatDistance: microns,
  formatHeight: (m) => `${Math.round(m * 1e9)} nm`,
};
const round = (v: number) => Math.round(v * 1e6) / 1e6 || 0;

describe('axisTickValues', () => {
  it('picks nice values in the given unit, at most MAX_AXIS_TICKS', () => {
    expect(axisTickValues(0, 100e-6, 'micron').map((v) => round(v * 1e6))).toEqual([0, 20, 40, 60, 80, 100]);
    // 1 mm in mil (25.4 µm): 0, 10, 20, 30 mil (39.37 mil long).
    expect(axisTickValues(0, 1e-3, 'milliinch').map((v) => round(v / 2.54e-5))).toEqual([0, 10, 20, 30]);
    for (const high of [1e-9, 3.7e-6, 0.0123, 42]) {
      expect(axisTickValues(0, high, 'auto').length).toBeLessThanOrEqual(MAX_AXIS_TICKS);
    }
  });

  it('has none for an empty, reversed or non-finite range', () => {
    expect(axisTickValues(1, 1, 'auto')).toEqual([]);
    expect(axisTickValues(2, 1, 'auto')).toEqual([]);
    expect(axisTickValues(0, Number.NaN, 'auto')).toEqual([]);
  });
});

describe('axesLayout', () => {
  const layout = axesLayout(extent, size, settings);
  const of = (axis: string) => layout.labels.filter((l) => l.axis === axis);

  it('labels X along the front edge with the distance formatter', () => {
    const x = of('x');
    expect(x.map((l) => l.text)).toEqual(['0 µm', '20 µm', '40 µm', '60 µm', '80 µm', '100 µm']);
    expect(x.map((l) => round(l.position[0]))).toEqual([-0.5, -0.3, -0.1, 0.1, 0.3, 0.5]);
    const t = TICK_FRACTION;
    expect(x.every((l) => l.position[1] === 0 && round(l.position[2]) === round(0.25 + 2 * t))).toBe(true);
    expect(x[0]?.center).toEqual([0.5, 1]);
  });

  it('labels Y along the right edge from row 0 at the front', () => {
    const y = of('y');
    expect(y.map((l) => l.text)).toEqual(['0 µm', '10 µm', '20 µm', '30 µm', '40 µm', '50 µm']);
    expect(y.map((l) => round(l.position[2]))).toEqual([0.25, 0.15, 0.05, -0.05, -0.15, -0.25]);
    expect(y.every((l) => round(l.position[0]) === round(0.5 + 2 * TICK_FRACTION))).toBe(true);
  });

  it('labels Z up the front-left edge in the height unit, zMin at the base', () => {
    const z = of('z');
    expect(z.map((l) => l.text)).toEqual(['-400 nm', '-200 nm', '0 nm', '200 nm', '400 nm']);
    expect(z.map((l) => round(l.position[1]))).toEqual([0.025, 0.075, 0.125, 0.175, 0.225]);
    expect(z.every((l) => round(l.position[0]) === round(-0.5 - 2 * TICK_FRACTION))).toBe(true);
    expect(z[0]?.center).toEqual([1, 0.5]);
  });

  it('draws one tick mark per label, starting on the box edge', () => {
    expect(layout.ticks.length).toBe(layout.labels.length * 6);
    // The first X tick: from the front-left base corner outwards (+z).
    expect(Array.from(layout.ticks.slice(0, 6), round)).toEqual([-0.5, 0, 0.25, -0.5, 0, 0.275]);
  });

  it('keeps the labels on their values when the box is stretched, and scales the ticks with it', () => {
    const stretched = axesLayout(extent, { ...size, sizeX: 3 }, settings);
    const x = stretched.labels.filter((l) => l.axis === 'x');
    expect(x.map((l) => round(l.position[0]))).toEqual([-1.5, -0.9, -0.3, 0.3, 0.9, 1.5]);
    expect(round(x[0]!.position[2])).toBe(round(0.25 + 2 * TICK_FRACTION * 3));
  });

  it('has no Z labels for a surface without heights or a flattened box', () => {
    expect(axesLayout({ ...extent, heights: null }, size, settings).labels.some((l) => l.axis === 'z')).toBe(
      false,
    );
    const flat = axesLayout(extent, { ...size, height: 0 }, settings);
    expect(flat.labels.some((l) => l.axis === 'z')).toBe(false);
    expect(flat.labels.length).toBe(12);
  });
});

describe('Z labels on a box short on screen', () => {
  it('labels every stride-th height tick but keeps every tick mark', () => {
    const thinned = axesLayout(extent, size, settings, 2);
    const z = thinned.labels.filter((l) => l.axis === 'z');
    expect(z.map((l) => l.text)).toEqual(['-400 nm', '0 nm', '400 nm']);
    expect(thinned.ticks.length).toBe((6 + 6 + 5) * 6);
  });

  it('chooses the smallest stride that keeps labels 1.2 label heights apart', () => {
    // Five ticks over 200 px: 50 px apart, room for every 16 px label.
    expect(zLabelStride(5, 200, 16)).toBe(1);
    // Over 40 px: 10 px apart, every second tick leaves 20 px ≥ 19.2 px.
    expect(zLabelStride(5, 40, 16)).toBe(2);
    // Over 20 px: 5 px apart, every fourth (20 px).
    expect(zLabelStride(5, 20, 16)).toBe(4);
    // An edge seen end-on: only the first label.
    expect(zLabelStride(5, 0, 16)).toBe(5);
    expect(zLabelStride(1, 0, 16)).toBe(1);
  });
});

describe('X and Y labels on an edge foreshortened on screen', () => {
  it('labels every stride-th lateral tick but keeps every tick mark', () => {
    const all = axesLayout(extent, size, settings);
    const thinned = axesLayout(extent, size, settings, { x: 2, y: 3 });
    const texts = (axis: 'x' | 'y', layout: typeof all) =>
      layout.labels.filter((l) => l.axis === axis).map((l) => l.text);
    expect(texts('x', thinned)).toEqual(texts('x', all).filter((_, i) => i % 2 === 0));
    expect(texts('y', thinned)).toEqual(texts('y', all).filter((_, i) => i % 3 === 0));
    expect(thinned.ticks.length).toBe(all.ticks.length);
  });

  it('gives a label its width along a horizontal edge and its height along a vertical one', () => {
    const label = { width: 60, height: 16 };
    // Six ticks over 400 px across: 80 px apart, a 60 px label fits (72 px with the margin).
    expect(labelStride(6, { x: 400, y: 0 }, label)).toBe(1);
    // The same edge turned nearly end-on: 100 px long, 20 px apart; every fourth label.
    expect(labelStride(6, { x: 100, y: 0 }, label)).toBe(4);
    // Vertical: the height counts, 16 × 1.2 over 20 px spacing.
    expect(labelStride(6, { x: 0, y: 100 }, label)).toBe(1);
    // A diagonal edge counts both in proportion.
    expect(labelStride(6, { x: 60, y: 80 }, label)).toBe(Math.ceil((1.2 * (0.6 * 60 + 0.8 * 16)) / 20));
    // An edge seen exactly end-on keeps a single label; one tick is always labelled.
    expect(labelStride(6, { x: 0, y: 0 }, label)).toBe(6);
    expect(labelStride(1, { x: 0, y: 0 }, label)).toBe(1);
  });
});
