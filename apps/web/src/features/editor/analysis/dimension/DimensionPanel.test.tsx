import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp, type FakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import { FORK_A, anEditorSession, renderInSession } from '../session-fixture/editorSessionFixture.tsx';
import DimensionPanel from './DimensionPanel.tsx';
import { useDimensionStore } from './useDimensionStore.ts';

const PATH = '/api/editor/dimension';

const calls = (http: FakeHttp) => http.calls.filter((call) => call.path === PATH);

function cells(key: string): string[] {
  const row = document.querySelector(`[data-parameter="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '');
}

beforeEach(() => {
  useDimensionStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('DimensionPanel', () => {
  it('measures a drawn line and an angle and shows length and angle in the user units', async () => {
    const http = fakeHttp({
      [`POST ${PATH}`]: {
        lines: [
          {
            name: 'line 1',
            length: 5e-5,
            deltaX: 3e-5,
            deltaY: 4e-5,
            deltaZ: 2e-7,
            length3d: 5.0000004e-5,
            direction: -0.9273,
          },
        ],
        angles: [{ name: 'angle 1', angle: Math.PI / 2 }],
        circles: [],
      },
    });
    renderInSession(<DimensionPanel />, http);
    act(() => {
      const { addPoint } = useDimensionStore.getState();
      addPoint({ x: 1e-5, y: 1e-5 });
      addPoint({ x: 4e-5, y: 5e-5 });
      useDimensionStore.getState().setTool('angle');
      addPoint({ x: 1e-5, y: 0 });
      addPoint({ x: 0, y: 0 });
      addPoint({ x: 0, y: 1e-5 });
    });
    await waitFor(() => expect(cells('line 1:length')).toEqual(['line 1: length', '50', 'µm']));
    expect(calls(http).at(-1)?.body).toEqual({
      lines: [{ name: 'line 1', start: { x: 1e-5, y: 1e-5 }, end: { x: 4e-5, y: 5e-5 } }],
      angles: [{ name: 'angle 1', a: { x: 1e-5, y: 0 }, b: { x: 0, y: 0 }, c: { x: 0, y: 1e-5 } }],
      circles: [],
      fileGuid: 'file-1',
      channel: 0,
      forkHash: FORK_A,
    });
    expect(cells('angle 1:angle')).toEqual(['angle 1: angle', '90', '°']);
    expect(cells('line 1:dz')).toEqual(['line 1: height difference', '200', 'nm']);
  });

  it('keeps one item active, deletes the active one and drops items outside a smaller image', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: { lines: [], angles: [], circles: [] } });
    const view = renderInSession(<DimensionPanel />, http);
    act(() => {
      const { addPoint } = useDimensionStore.getState();
      addPoint({ x: 1e-5, y: 1e-5 });
      addPoint({ x: 2e-5, y: 1e-5 });
      addPoint({ x: 1.5e-4, y: 5e-5 });
      addPoint({ x: 1.9e-4, y: 5e-5 });
    });
    expect(useDimensionStore.getState().items.map((i) => [i.name, i.active])).toEqual([
      ['line 1', false],
      ['line 2', true],
    ]);
    fireEvent.click(screen.getByTestId('dimension-select-line 1'));
    expect(useDimensionStore.getState().items.map((i) => i.active)).toEqual([true, false]);

    // The image becomes 100 µm wide (a crop): line 2 lies beyond it.
    view.rerenderSession(
      anEditorSession({
        data: {
          cols: 100,
          rows: 100,
          pixelSize: 1e-6,
          pixelSizeY: 1e-6,
          x0: 0,
          y0: 0,
          zMin: 0,
          zMax: 1e-6,
          zMean: 0,
        },
      }),
    );
    await waitFor(() => expect(useDimensionStore.getState().items.map((i) => i.name)).toEqual(['line 1']));

    fireEvent.click(screen.getByTestId('dimension-delete'));
    expect(useDimensionStore.getState().items).toEqual([]);
  });
});
