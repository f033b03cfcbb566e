import { describe, expect, it } from 'vitest';
import { CIRCLE_CORNERS, dimensionPaths } from './dimensionPaths.ts';

const extent = { width: 100e-6, height: 50e-6 };

describe('dimension paths for the 3D view', () => {
  it('runs lines and angles through their points, normalised to the image', () => {
    const paths = dimensionPaths(
      [
        {
          kind: 'line',
          name: 'line 1',
          points: [
            { x: 0, y: 0 },
            { x: 50e-6, y: 25e-6 },
          ],
        },
        {
          kind: 'angle',
          name: 'angle 1',
          points: [
            { x: 10e-6, y: 0 },
            { x: 0, y: 0 },
            { x: 0, y: 10e-6 },
          ],
        },
        // Still being drawn: one point is no path.
        { kind: 'line', name: 'line 2', points: [{ x: 0, y: 0 }] },
      ],
      [],
      extent,
    );
    expect(paths).toEqual([
      {
        points: [
          { x: 0, y: 0 },
          { x: 0.5, y: 0.5 },
        ],
        closed: false,
      },
      {
        points: [
          { x: 0.1, y: 0 },
          { x: 0, y: 0 },
          { x: 0, y: 0.2 },
        ],
        closed: false,
      },
    ]);
  });

  it('draws a circle where the server fitted it, and none before', () => {
    const circle = { kind: 'circle', name: 'circle 1', points: [] };
    expect(dimensionPaths([circle], [], extent)).toEqual([]);
    const [path] = dimensionPaths(
      [circle],
      [{ name: 'circle 1', x: 50e-6, y: 25e-6, radius: 10e-6 }],
      extent,
    );
    expect(path?.closed).toBe(true);
    expect(path?.points).toHaveLength(CIRCLE_CORNERS);
    expect(path?.points[0]?.x).toBeCloseTo(0.6, 12);
    expect(path?.points[0]?.y).toBeCloseTo(0.5, 12);
    // A quarter turn on: 10 µm below the centre on the 50 µm high image.
    expect(path?.points[CIRCLE_CORNERS / 4]?.y).toBeCloseTo(0.7, 12);
  });

  it('draws nothing on an image without extent', () => {
    expect(
      dimensionPaths(
        [
          {
            kind: 'line',
            name: 'l',
            points: [
              { x: 0, y: 0 },
              { x: 1, y: 1 },
            ],
          },
        ],
        [],
        {
          width: 0,
          height: 0,
        },
      ),
    ).toEqual([]);
  });
});
