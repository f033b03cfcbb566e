import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StepHeightOverlay } from './StepHeightOverlay.tsx';
import { useStepHeightModeStore } from './useStepHeightModeStore.ts';
import { useStepLineStore } from './useStepLineStore.ts';
import { useStepRectanglesStore } from './useStepRectanglesStore.ts';

const toPx = (p: { x: number; y: number }) => ({ x: p.x * 400, y: p.y * 200 });
const fromPx = (p: { x: number; y: number }) => ({ x: p.x / 400, y: p.y / 200 });

function renderOverlay() {
  render(
    <svg>
      <StepHeightOverlay width={400} height={200} toPx={toPx} fromPx={fromPx} />
    </svg>,
  );
}

function drag(handleTestId: string, to: { clientX: number; clientY: number }) {
  const circle = screen.getByTestId(handleTestId).querySelector('circle')!;
  fireEvent.pointerDown(circle, { pointerId: 1, button: 0, clientX: 0, clientY: 0 });
  const overlay = screen.getByTestId('step-height-overlay');
  fireEvent.pointerMove(overlay, { pointerId: 1, ...to });
  fireEvent.pointerUp(overlay, { pointerId: 1 });
}

afterEach(cleanup);

beforeEach(() => {
  useStepHeightModeStore.getState().reset();
});

describe('StepHeightOverlay', () => {
  it('moves the end 2 of the line tool where it is dragged (normalised, clamped to the image)', () => {
    renderOverlay();
    drag('step-height-handle-l2', { clientX: 300, clientY: 50 });
    expect(useStepLineStore.getState().settings.l2Position).toEqual({ x: 0.75, y: 0.25 });
    drag('step-height-handle-l1', { clientX: -40, clientY: 500 });
    expect(useStepLineStore.getState().settings.l1Position).toEqual({ x: 0, y: 1 });
  });

  it('resizes the rectangles area by its corners at step 0 and draws nothing for the histogram', () => {
    act(() => useStepHeightModeStore.getState().setMode('rectangles'));
    renderOverlay();
    drag('step-height-handle-area-top-left', { clientX: 40, clientY: 40 });
    expect(useStepRectanglesStore.getState().settings.area).toEqual({
      left: 0.1,
      top: 0.2,
      right: 0.95,
      bottom: 0.95,
    });
    expect(screen.queryByTestId('step-height-handle-l1')).toBeNull();
    act(() => useStepHeightModeStore.getState().setMode('histogram'));
    expect(screen.queryByTestId('step-height-overlay')).toBeNull();
  });
});
