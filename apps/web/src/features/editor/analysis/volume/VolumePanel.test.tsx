import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../../app/HttpError.ts';
import type { RequestOptions } from '../../../../app/http.ts';
import { fakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import {
  OTHER_FORK,
  TEST_FORK,
  recordingAnswer,
  renderInEditorSession,
  testEditorSession,
} from '../editor-analysis-call/renderInEditorSession.tsx';
import { VolumeOverlay } from './VolumeOverlay.tsx';
import VolumePanel from './VolumePanel.tsx';
import { useVolumeStore } from './useVolumeStore.ts';

const PATH = '/api/editor/volume';

const answer = {
  bumps: 2e-18,
  holes: 5e-19,
  net: 1.5e-18,
  area: 4e-10,
  selectedPixels: 400,
  invalidPixels: 0,
  referencePlane: { z0: 0, slopeX: 0, slopeY: 0, xc: 0, yc: 0 },
};

const triangle = [
  { x: 0.1, y: 0.1 },
  { x: 0.5, y: 0.1 },
  { x: 0.5, y: 0.5 },
];

function drawTriangle() {
  act(() => triangle.forEach((p) => useVolumeStore.getState().addPoint(p)));
}

const resultCell = (key: string) =>
  within(document.querySelector<HTMLElement>(`[data-result="${key}"]`)!).getAllByRole('cell')[0]!.textContent;

beforeEach(() => {
  useVolumeStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('VolumePanel', () => {
  it('sends the polygon as xs/ys in metres with the fork and shows bumps and holes', async () => {
    const { answer: reply, queries } = recordingAnswer(answer);
    const http = fakeHttp({ [`GET ${PATH}`]: reply });
    renderInEditorSession(<VolumePanel />, http);
    expect(screen.getByTestId<HTMLButtonElement>('volume-calculate').disabled).toBe(true);
    drawTriangle();
    expect(screen.getByTestId('volume-vertex-count').textContent).toBe('3 vertices');
    fireEvent.click(screen.getByTestId('volume-calculate'));
    await screen.findByTestId('volume-result');
    const query = queries[0]!;
    expect(query).toMatchObject({ fileGuid: 'file-1', channel: '0', forkHash: TEST_FORK });
    // 200 × 100 pixels of 1 µm: x = u · 200 µm, y = v · 100 µm.
    const xs = JSON.parse(query.xs as string) as number[];
    const ys = JSON.parse(query.ys as string) as number[];
    [20, 100, 100].forEach((micrometres, i) => expect((xs[i] ?? NaN) * 1e6).toBeCloseTo(micrometres, 9));
    [10, 10, 50].forEach((micrometres, i) => expect((ys[i] ?? NaN) * 1e6).toBeCloseTo(micrometres, 9));
    expect(xs).toHaveLength(3);
    expect(resultCell('bumps')).toBe('2 µm³');
    expect(resultCell('holes')).toBe('0.5 µm³');
    expect(resultCell('net')).toBe('1.5 µm³');
    expect(resultCell('area')).toBe('400 µm²');
  });

  it('resets the result to 0 bumps and 0 holes and clears the error when the polygon changes', async () => {
    const http = fakeHttp({ [`GET ${PATH}`]: answer });
    renderInEditorSession(<VolumePanel />, http);
    drawTriangle();
    fireEvent.click(screen.getByTestId('volume-calculate'));
    await screen.findByTestId('volume-result');
    expect(useVolumeStore.getState().result).toEqual({ bumps: 2e-18, holes: 5e-19 });
    act(() => useVolumeStore.getState().addPoint({ x: 0.1, y: 0.5 }));
    expect(useVolumeStore.getState()).toMatchObject({ result: { bumps: 0, holes: 0 }, step: 0, error: null });
    expect(screen.queryByTestId('volume-result')).toBeNull();
  });

  it('stores the error as returned and resets the result on failure', async () => {
    const http = fakeHttp({ [`GET ${PATH}`]: new HttpError(400, 'no-pixel-selected') });
    renderInEditorSession(<VolumePanel />, http);
    drawTriangle();
    fireEvent.click(screen.getByTestId('volume-calculate'));
    await waitFor(() => expect(screen.getByTestId('analysis-error').textContent).toBe('No pixel selected.'));
    expect(useVolumeStore.getState()).toMatchObject({
      busy: false,
      error: { code: 'no-pixel-selected', reason: null },
      result: { bumps: 0, holes: 0 },
    });
    // Removing the last point clears the error with the polygon change.
    fireEvent.click(screen.getByText('Remove last point'));
    expect(useVolumeStore.getState()).toMatchObject({ error: null, polylinePoints: triangle.slice(0, 2) });
  });

  it('abandons a pending request when the drawing is cleared', async () => {
    let release: (value: unknown) => void = () => undefined;
    const http = fakeHttp({
      [`GET ${PATH}`]: (_options?: RequestOptions) => new Promise((resolve) => (release = resolve)),
    });
    renderInEditorSession(<VolumePanel />, http);
    drawTriangle();
    fireEvent.click(screen.getByTestId('volume-calculate'));
    expect(useVolumeStore.getState().busy).toBe(true);
    fireEvent.click(screen.getByText('Clear'));
    await act(async () => {
      release(answer);
      await Promise.resolve();
    });
    expect(useVolumeStore.getState()).toMatchObject({
      busy: false,
      polylinePoints: [],
      result: { bumps: 0, holes: 0 },
    });
  });

  it('returns to step 0 when the viewer reloads another fork', async () => {
    const http = fakeHttp({ [`GET ${PATH}`]: answer });
    const { rerenderSession } = renderInEditorSession(<VolumePanel />, http);
    drawTriangle();
    fireEvent.click(screen.getByTestId('volume-calculate'));
    await screen.findByTestId('volume-result');
    expect(useVolumeStore.getState().step).toBe(1);
    rerenderSession(testEditorSession({ forkHash: OTHER_FORK }));
    await waitFor(() => expect(useVolumeStore.getState().step).toBe(0));
    expect(screen.queryByTestId('volume-result')).toBeNull();
  });
});

describe('VolumeOverlay', () => {
  const toPx = (p: { x: number; y: number }) => ({ x: p.x * 400, y: p.y * 200 });
  const fromPx = (p: { x: number; y: number }) => ({ x: p.x / 400, y: p.y / 200 });

  it('adds a vertex, normalised to the view, where a mouse, finger or pen presses', () => {
    render(<VolumeOverlay width={400} height={200} toPx={toPx} fromPx={fromPx} />);
    const overlay = screen.getByTestId('volume-overlay');
    fireEvent.pointerDown(overlay, {
      isPrimary: true,
      button: 0,
      pointerType: 'mouse',
      clientX: 100,
      clientY: 50,
    });
    fireEvent.pointerDown(overlay, {
      isPrimary: true,
      button: 0,
      pointerType: 'touch',
      clientX: 300,
      clientY: 50,
    });
    fireEvent.pointerDown(overlay, {
      isPrimary: true,
      button: 0,
      pointerType: 'pen',
      clientX: 200,
      clientY: 150,
    });
    expect(useVolumeStore.getState().polylinePoints).toEqual([
      { x: 0.25, y: 0.25 },
      { x: 0.75, y: 0.25 },
      { x: 0.5, y: 0.75 },
    ]);
    expect(document.querySelectorAll('[data-testid="volume-overlay"] circle')).toHaveLength(3);
  });

  it('ignores a right button and a second finger', () => {
    render(<VolumeOverlay width={400} height={200} toPx={toPx} fromPx={fromPx} />);
    const overlay = screen.getByTestId('volume-overlay');
    fireEvent.pointerDown(overlay, { isPrimary: true, button: 2, clientX: 100, clientY: 50 });
    fireEvent.pointerDown(overlay, {
      isPrimary: false,
      button: 0,
      pointerType: 'touch',
      clientX: 100,
      clientY: 50,
    });
    expect(useVolumeStore.getState().polylinePoints).toEqual([]);
  });
});
