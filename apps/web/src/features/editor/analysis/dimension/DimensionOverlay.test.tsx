import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../../test/fakeHttp.ts';
import { renderInSession } from '../session-fixture/editorSessionFixture.tsx';
import { DimensionOverlay } from './DimensionOverlay.tsx';
import { useDimensionStore } from './useDimensionStore.ts';

// A 200 × 100 px view of the fixture's 200 × 100 µm image: one pixel is one micrometre.
const toPx = (p: { x: number; y: number }) => ({ x: p.x * 200, y: p.y * 100 });
const fromPx = (p: { x: number; y: number }) => ({ x: p.x / 200, y: p.y / 100 });

beforeEach(() => useDimensionStore.getState().reset());

describe('DimensionOverlay', () => {
  it('places points in metres of the image where the view is clicked and draws the finished line', () => {
    renderInSession(
      <svg>
        <DimensionOverlay width={200} height={100} toPx={toPx} fromPx={fromPx} />
      </svg>,
      fakeHttp(),
    );
    fireEvent.click(screen.getByTestId('dimension-canvas'), { clientX: 40, clientY: 50 });
    fireEvent.click(screen.getByTestId('dimension-canvas'), { clientX: 160, clientY: 20 });
    const [item] = useDimensionStore.getState().items;
    expect(item?.name).toBe('line 1');
    expect(item?.active).toBe(true);
    expect(item?.points[0]?.x).toBeCloseTo(4e-5, 15);
    expect(item?.points[0]?.y).toBeCloseTo(5e-5, 15);
    expect(item?.points[1]?.x).toBeCloseTo(1.6e-4, 15);
    expect(item?.points[1]?.y).toBeCloseTo(2e-5, 15);
    expect(screen.getByTestId('dimension-item-line 1').getAttribute('data-active')).toBe('true');
  });
});
