import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../../app/HttpError.ts';
import { fakeHttp, type FakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import {
  FORK_A,
  FORK_B,
  anEditorSession,
  renderInSession,
} from '../session-fixture/editorSessionFixture.tsx';
import ArealParametersPanel from './ArealParametersPanel.tsx';
import { reloadActiveStatistics } from '../active-statistics/activeStatistics.ts';
import { AREAL_ACTIVE_STATISTICS_KEY, useArealActiveStatistics } from './useArealActiveStatistics.ts';
import { useArealStore } from './useArealStore.ts';

const PATH = '/api/editor/areal-parameters';

// As the server answers: SI values, NaN as the string "NaN".
const answer = {
  validPoints: 20000,
  categories: [
    {
      id: 'general',
      statistics: [
        { id: 'average', value: 1.5e-8, kind: 'length' },
        { id: 'range', value: 2e-6, kind: 'length' },
      ],
    },
    {
      id: 'iso25178-height',
      statistics: [
        { id: 'Sa', value: 1.234e-7, kind: 'length' },
        { id: 'Sq', value: 2.5e-7, kind: 'length' },
        { id: 'Ssk', value: 'NaN', kind: 'dimensionless' },
      ],
    },
    {
      id: 'iso25178-hybrid',
      statistics: [
        { id: 'Sdr', value: 0.0125, kind: 'fraction' },
        { id: 'Sxp', value: 3e-7, kind: 'length', details: 'p = 0.025, q = 0.5' },
      ],
    },
  ],
};

function rowOf(parameter: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[data-parameter$=":${parameter}"]`);
  if (!row) throw new Error(`no row for ${parameter}`);
  return row;
}

const cellsOf = (parameter: string): string[] =>
  Array.from(rowOf(parameter).querySelectorAll('th, td'), (cell) => cell.textContent ?? '');

/** The analysis calls (the providers also ask who is signed in). */
const arealCalls = (http: FakeHttp) => http.calls.filter((call) => call.path === PATH);

beforeEach(() => {
  window.localStorage.clear();
  reloadActiveStatistics(useArealActiveStatistics, AREAL_ACTIVE_STATISTICS_KEY);
  useArealStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('ArealParametersPanel', () => {
  it('computes the entire image of the fork shown when it opens and lists the values in the automatic unit', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    renderInSession(<ArealParametersPanel />, http);
    await waitFor(() => expect(cellsOf('Sa')).toEqual(['Sa', '123.4', 'nm']));
    expect(arealCalls(http)).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: {
          areaOfInterest: 'entire',
          spatialThreshold: 0.2,
          materialRatioHeight: 0,
          materialRatio: 0.1,
          fileGuid: 'file-1',
          channel: 0,
          forkHash: FORK_A,
        },
      },
    ]);
    expect(cellsOf('Sq')).toEqual(['Sq', '250', 'nm']);
    expect(cellsOf('Ssk')).toEqual(['Ssk', 'NaN', '']);
    expect(cellsOf('Sdr')).toEqual(['Sdr', '1.25', '%']);
    expect(cellsOf('range')[1]).toBe('2');
  });

  it('follows the units settings: nanometres', async () => {
    useEditorSettings.getState().update('units', { metric: { heightUnits: 'nanometer' } });
    renderInSession(<ArealParametersPanel />, fakeHttp({ [`POST ${PATH}`]: answer }));
    await waitFor(() => expect(cellsOf('Sa')).toEqual(['Sa', '123.4', 'nm']));
  });

  it('marks the data invalid when the area changes and sends the restricted rectangle on calculate', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    renderInSession(<ArealParametersPanel />, http);
    await waitFor(() => expect(arealCalls(http)).toHaveLength(1));
    await screen.findByTestId('areal-results');
    expect(screen.queryByTestId('areal-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Restricted area' }));
    expect(screen.getByTestId('areal-invalid')).toBeTruthy();
    fireEvent.change(screen.getByTestId('areal-spatial-threshold'), { target: { value: '0.3' } });
    fireEvent.click(screen.getByTestId('areal-calculate'));

    await waitFor(() => expect(arealCalls(http)).toHaveLength(2));
    expect(arealCalls(http)[1]?.body).toMatchObject({
      areaOfInterest: { left: 0.25, top: 0.25, right: 0.75, bottom: 0.75 },
      spatialThreshold: 0.3,
      forkHash: FORK_A,
    });
    await waitFor(() => expect(screen.queryByTestId('areal-invalid')).toBeNull());
  });

  it('marks the data invalid when the editor shows another fork, and calculates on it', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    const view = renderInSession(<ArealParametersPanel />, http);
    await screen.findByTestId('areal-results');
    view.rerenderSession(anEditorSession({ forkHash: FORK_B }));
    expect(screen.getByTestId('areal-invalid')).toBeTruthy();
    fireEvent.click(screen.getByTestId('areal-calculate'));
    await waitFor(() => expect(arealCalls(http)).toHaveLength(2));
    expect(arealCalls(http)[1]?.body).toMatchObject({ forkHash: FORK_B });
    await waitFor(() => expect(screen.queryByTestId('areal-invalid')).toBeNull());
  });

  it('lists every statistic of a category with its All toggle', async () => {
    renderInSession(<ArealParametersPanel />, fakeHttp({ [`POST ${PATH}`]: answer }));
    await waitFor(() => expect(cellsOf('Sdr')[1]).toBe('1.25'));
    expect(document.querySelector('[data-parameter$=":Sxp"]')).toBeNull();
    const hybrid = screen
      .getByRole('table', { name: 'ISO 25178 hybrid' })
      .closest('.MuiCard-root') as HTMLElement;
    fireEvent.click(within(hybrid).getByRole('switch'));
    expect(cellsOf('Sxp')).toEqual(['Sxp', '300', 'nm']);
  });

  it('lists the statistics chosen per category, for later files too, until set back to the default', async () => {
    const view = renderInSession(<ArealParametersPanel />, fakeHttp({ [`POST ${PATH}`]: answer }));
    await waitFor(() => expect(cellsOf('Sdr')[1]).toBe('1.25'));
    fireEvent.click(screen.getByTestId('areal-choose-iso25178-hybrid'));
    const dialog = await screen.findByTestId('statistics-choose-dialog');
    expect(within(dialog).getByText('p = 0.025, q = 0.5')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('statistics-choose-Sdr'));
    expect(within(dialog).getByTestId('statistics-choose-none')).toBeTruthy();
    expect(within(dialog).getByTestId<HTMLButtonElement>('statistics-choose-save').disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('statistics-choose-Sxp'));
    fireEvent.click(within(dialog).getByTestId('statistics-choose-save'));
    await waitFor(() => expect(screen.queryByTestId('statistics-choose-dialog')).toBeNull());
    expect(cellsOf('Sxp')).toEqual(['Sxp', '300', 'nm']);
    expect(document.querySelector('[data-parameter$=":Sdr"]')).toBeNull();
    // "All" still lists every statistic of the category.
    expect(within(rowOf('Sxp').closest('.MuiCard-root') as HTMLElement).getByRole('switch')).toBeTruthy();

    // Another file (another visit even): the store starts afresh, the stored choice stays.
    view.unmount();
    useArealStore.getState().reset();
    reloadActiveStatistics(useArealActiveStatistics, AREAL_ACTIVE_STATISTICS_KEY);
    renderInSession(<ArealParametersPanel />, fakeHttp({ [`POST ${PATH}`]: answer }));
    await waitFor(() => expect(cellsOf('Sxp')[1]).toBe('300'));
    expect(document.querySelector('[data-parameter$=":Sdr"]')).toBeNull();

    fireEvent.click(screen.getByTestId('areal-choose-iso25178-hybrid'));
    fireEvent.click(await screen.findByTestId('statistics-choose-default'));
    fireEvent.click(screen.getByTestId('statistics-choose-save'));
    await waitFor(() => expect(cellsOf('Sdr')[1]).toBe('1.25'));
    expect(document.querySelector('[data-parameter$=":Sxp"]')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('asperity.editor.arealActiveStatistics') ?? '')).toEqual(
      {},
    );
  });

  it('shows the catalogue message when the call fails', async () => {
    renderInSession(
      <ArealParametersPanel />,
      fakeHttp({ [`POST ${PATH}`]: new HttpError(400, 'no-pixel-selected') }),
    );
    expect(await screen.findByTestId('analysis-error')).toBeTruthy();
    expect(screen.queryByTestId('areal-results')).toBeNull();
  });
});
