import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp, type FakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import { FORK_A, renderInSession } from '../session-fixture/editorSessionFixture.tsx';
import SlicePanel from './SlicePanel.tsx';
import { useSliceStore } from './useSliceStore.ts';

const PATH = '/api/editor/profile';

// Heights 1, 1, —, 5, 1 µm about their mean 2 µm: Rq = √3 µm, Ra = 1.5 µm, Rt = 4 µm.
const answer = {
  spacing: 1e-6,
  length: 4e-6,
  start: { x: 0, y: 5e-5 },
  end: { x: 4e-6, y: 5e-5 },
  heights: [1e-6, 1e-6, 'NaN', 5e-6, 1e-6],
  markers: {
    a1: { position: 4e-7, height: 1e-6 },
    a2: { position: 3.6e-6, height: 2.6e-6 },
    distance: 3.2e-6,
    heightDifference: 1.6e-6,
  },
  area: null,
};

const profileCalls = (http: FakeHttp) => http.calls.filter((call) => call.path === PATH);

function valueOf(key: string): string[] {
  const row = document.querySelector(`[data-parameter="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '');
}

beforeEach(() => {
  useSliceStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('SlicePanel', () => {
  it('asks for the profile along the default line with the spec defaults and shows Rq and the markers', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    renderInSession(<SlicePanel />, http);
    await waitFor(() => expect(valueOf('Rq')).toEqual(['Rq', '1.732', 'µm']));
    expect(profileCalls(http)).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: {
          line: { type: 'horizontal', start: { x: 0, y: 0.5 }, end: { x: 1, y: 0.5 } },
          zAxis: 'centered',
          useMarkers: true,
          a1: 0.1,
          a2: 0.9,
          horizontalReferenceLine: false,
          referenceLineHeight: 0,
          showAreaMeasurement: false,
          fileGuid: 'file-1',
          channel: 0,
          forkHash: FORK_A,
        },
      },
    ]);
    expect(valueOf('Ra')).toEqual(['Ra', '1.5', 'µm']);
    expect(valueOf('Rt')).toEqual(['Rt', '4', 'µm']);
    expect(valueOf('distance')).toEqual(['Distance a1–a2', '3.2', 'µm']);
    expect(valueOf('height-difference')[1]).toBe('1.6');
  });

  it('asks again for a vertical line and a moved marker', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    renderInSession(<SlicePanel />, http);
    await waitFor(() => expect(profileCalls(http)).toHaveLength(1));
    fireEvent.click(screen.getByRole('radio', { name: 'Vertical' }));
    fireEvent.change(screen.getByTestId('slice-a1'), { target: { value: '0.25' } });
    await waitFor(() => expect(profileCalls(http)).toHaveLength(2));
    expect(profileCalls(http)[1]?.body).toMatchObject({
      line: { type: 'vertical', start: { x: 0.5, y: 0 }, end: { x: 0.5, y: 1 } },
      a1: 0.25,
    });
  });

  it('shows the catalogue message when the profile cannot be made', async () => {
    const { HttpError } = await import('../../../../app/HttpError.ts');
    renderInSession(<SlicePanel />, fakeHttp({ [`POST ${PATH}`]: new HttpError(400, 'invalid-selection') }));
    expect(await screen.findByTestId('analysis-error')).toBeTruthy();
  });
});
