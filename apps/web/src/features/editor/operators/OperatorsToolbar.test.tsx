import { encodeEditorSurface, type FileItem, type HistoryState } from '@asperity/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../app/HttpError.ts';
import { fakeHttp, type FakeHttp } from '../../../test/fakeHttp.ts';
import { aFile } from '../../library/testing.ts';
import OperatorsToolbar from './OperatorsToolbar.tsx';
import { aHistory, hash, renderInEditor, type EditorHarnessOptions } from './testing.tsx';

const levelled = aHistory({
  forkHash: hash('1'),
  position: 1,
  operationHistory: [{ op: 'level.plane', params: {}, forkHash: hash('1') }],
});

function render(http: FakeHttp, options: EditorHarnessOptions = {}) {
  return renderInEditor(<OperatorsToolbar />, http, options);
}

async function openOperator(id: string) {
  fireEvent.click(screen.getByTestId('operators-menu-button'));
  const item = await screen.findByRole('menuitem', {
    name: (_, element) => element.getAttribute('data-operator') === id,
  });
  fireEvent.click(item);
}

const bodyOf = (http: FakeHttp, path: string) => http.calls.filter((call) => call.path === path).at(-1)?.body;

afterEach(() => vi.restoreAllMocks());

/** The editor surface answer: a block-averaged 32 × 16 picture of the 64 × 32 fork. */
function surfaceBody(): Uint8Array<ArrayBuffer> {
  const heights = new Float32Array(32 * 16).map((_, i) => i * 1e-9);
  const body = encodeEditorSurface({
    header: {
      cols: 32,
      rows: 16,
      sourceCols: 64,
      sourceRows: 32,
      factor: 2,
      pixelSize: 1e-6,
      pixelSizeY: 1e-6,
      zMin: 0,
      zMax: 511e-9,
      forkHash: hash('0'),
    },
    heights,
  });
  return new Uint8Array(body);
}

describe('operators menu', () => {
  it('lists the operators grouped as the spec does, with stitch but not subtract by default', async () => {
    render(fakeHttp());
    fireEvent.click(screen.getByTestId('operators-menu-button'));
    const menu = await screen.findByTestId('operators-menu');
    const groups = within(menu)
      .getAllByTestId('operator-group')
      .map((group) => group.textContent);
    expect(groups).toEqual([
      'Flatten',
      'Filter',
      'Remove Outliers',
      'Level',
      'Fill In Invalids',
      'Crop',
      'Rotate/Mirror',
      'Spatial Filter',
      'FFT Filter',
      'Remove Drift',
      'Adjust Rows/Columns',
      'Deconvolve Tip',
      'Remove Glitches',
      'Remove Particles',
      'Resize',
      'Stitch',
    ]);
    const ids = within(menu)
      .getAllByTestId('operator-item')
      .map((item) => item.getAttribute('data-operator'));
    expect(ids).toContain('level.plane');
    expect(ids).not.toContain('subtract');
  });

  it('offers subtract and advanced subtract when their flag is on, and hides resize when its flag is off', async () => {
    render(fakeHttp(), { flags: { subtract: true, resize: false } });
    fireEvent.click(screen.getByTestId('operators-menu-button'));
    const menu = await screen.findByTestId('operators-menu');
    const ids = within(menu)
      .getAllByTestId('operator-item')
      .map((item) => item.getAttribute('data-operator'));
    expect(ids).toEqual(expect.arrayContaining(['subtract', 'subtract.advanced']));
    expect(ids).not.toContain('resize');
  });

  it('asks for the upgrade instead of opening an operator the plan lacks', async () => {
    const { spies } = render(fakeHttp(), { locked: ['fftFilter'] });
    fireEvent.click(screen.getByTestId('operators-menu-button'));
    const item = await screen.findByText('FFT filter');
    expect(item.closest('li')?.getAttribute('data-locked')).toBe('true');
    fireEvent.click(item);
    expect(spies.promptUpgrade).toHaveBeenCalledWith('fftFilter');
    expect(screen.queryByTestId('operator-dialog')).toBeNull();
  });
});

describe('total focus image adjustments', () => {
  const imageChannel = {
    name: 'Total focus',
    kind: 'image' as const,
    nx: 64,
    ny: 32,
    dx: 1e-6,
    dy: 1e-6,
    zUnit: '',
    validPoints: 2048,
    Sq: null,
    warnings: [],
  };

  it('are offered for a file with an image channel and open their dialog', async () => {
    const file = aFile({ guid: 'file-1' });
    const http = fakeHttp({
      'GET /api/files/file-1': { ...file, channels: [...file.channels, imageChannel] },
    });
    render(http);
    fireEvent.click(screen.getByTestId('operators-menu-button'));
    const item = await screen.findByTestId('total-focus-item');
    expect(item.textContent).toBe('Total focus image adjustments');
    fireEvent.click(item);
    expect(await screen.findByTestId('total-focus-dialog')).toBeTruthy();
  });

  it('are not offered for a file of heights only', async () => {
    const http = fakeHttp({ 'GET /api/files/file-1': aFile({ guid: 'file-1' }) });
    render(http);
    await waitFor(() => expect(http.calls.some((call) => call.path === '/api/files/file-1')).toBe(true));
    fireEvent.click(screen.getByTestId('operators-menu-button'));
    await screen.findByTestId('operators-menu');
    expect(screen.queryByTestId('total-focus-item')).toBeNull();
  });
});

describe('operator dialog', () => {
  it('applies level.plane to the current fork and hands the new history to the session', async () => {
    const http = fakeHttp({ 'POST /api/editor/history/apply': levelled });
    const { spies } = render(http);
    await openOperator('level.plane');
    expect(await screen.findByTestId('operator-no-parameters')).toBeTruthy();
    fireEvent.click(screen.getByTestId('operator-apply'));
    await waitFor(() => expect(spies.setHistory).toHaveBeenCalledWith(levelled));
    expect(bodyOf(http, '/api/editor/history/apply')).toEqual({
      fileGuid: 'file-1',
      channel: 0,
      forkHash: hash('0'),
      step: { op: 'level.plane', params: {} },
    });
    await waitFor(() => expect(screen.queryByTestId('operator-dialog')).toBeNull());
    expect(screen.getByTestId('history-toggle').textContent).toContain('History (1/1)');
  });

  it('shows the catalogue message of a refused step and keeps the dialog open', async () => {
    const http = fakeHttp({
      'POST /api/editor/history/apply': new HttpError(400, 'level-consecutive-operators'),
    });
    const { spies } = render(http, { history: levelled });
    await openOperator('level.facet');
    fireEvent.click(await screen.findByTestId('operator-apply'));
    expect((await screen.findByTestId('operator-failure')).textContent).toBe(
      'Level cannot be applied twice in a row.',
    );
    expect(screen.getByTestId('operator-dialog')).toBeTruthy();
    expect(spies.setHistory).not.toHaveBeenCalled();
  });

  it("shows the server's specific reason under the catalogue message of a refused preview", async () => {
    const http = fakeHttp({
      'POST /api/editor/history/preview': new HttpError(
        400,
        'invalid-selection',
        'the rectangle lies outside the surface (x1 = 900 > 63)',
      ),
    });
    const { spies } = render(http);
    await openOperator('level.plane');
    fireEvent.click(await screen.findByTestId('operator-preview-button'));
    const failure = await screen.findByTestId('operator-failure');
    expect(within(failure).getByTestId('operator-failure-message').textContent).not.toBe('');
    expect(within(failure).getByTestId('operator-failure-reason').textContent).toBe(
      'the rectangle lies outside the surface (x1 = 900 > 63)',
    );
    expect(spies.setHistory).not.toHaveBeenCalled();
  });

  it('shows no reason line when the answer has none or only repeats its code', async () => {
    const http = fakeHttp({
      'POST /api/editor/history/apply': new HttpError(
        400,
        'level-consecutive-operators',
        'level-consecutive-operators',
      ),
    });
    render(http, { history: levelled });
    await openOperator('level.facet');
    fireEvent.click(await screen.findByTestId('operator-apply'));
    await screen.findByTestId('operator-failure');
    expect(screen.queryByTestId('operator-failure-reason')).toBeNull();
  });

  it('sends the Gaussian filter cut-off in metres with the chosen type', async () => {
    const http = fakeHttp({ 'POST /api/editor/history/apply': levelled });
    render(http);
    await openOperator('filter.gaussian');
    const cutoff = await screen.findByTestId<HTMLInputElement>('input-cutoff');
    expect(cutoff.value).toBe('800');
    expect(within(screen.getByTestId('param-cutoff')).getByText('µm')).toBeTruthy();
    fireEvent.change(cutoff, { target: { value: 'x' } });
    expect(cutoff.value).toBe('800');
    fireEvent.change(cutoff, { target: { value: '250' } });
    fireEvent.change(screen.getByTestId('input-type'), { target: { value: 'waviness' } });
    fireEvent.click(screen.getByTestId('operator-apply'));
    await waitFor(() =>
      expect(bodyOf(http, '/api/editor/history/apply')).toMatchObject({
        step: { op: 'filter.gaussian', params: { cutoff: 0.00025, type: 'waviness' } },
      }),
    );
  });

  it('shows only the fields that apply to the chosen tip shape', async () => {
    const http = fakeHttp({ 'POST /api/editor/history/apply': levelled });
    render(http);
    await openOperator('tip.deconvolve');
    await screen.findByTestId('param-radius');
    expect(screen.queryByTestId('param-halfAngle')).toBeNull();
    expect(screen.queryByTestId('param-tipFileGuid')).toBeNull();
    fireEvent.change(screen.getByTestId('input-shape'), { target: { value: 'cone' } });
    expect(await screen.findByTestId('param-halfAngle')).toBeTruthy();
    fireEvent.change(screen.getByTestId('input-shape'), { target: { value: 'measured' } });
    expect(await screen.findByTestId('param-tipFileGuid')).toBeTruthy();
    expect(screen.queryByTestId('param-radius')).toBeNull();
    expect(screen.queryByTestId('param-halfAngle')).toBeNull();
    fireEvent.click(screen.getByTestId('operator-apply'));
    expect(await within(screen.getByTestId('param-tipFileGuid')).findByText('Choose a file')).toBeTruthy();
    expect(http.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('places the three levelling points where the map is clicked, in full-resolution pixels', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(surfaceBody().buffer));
    const http = fakeHttp({ 'POST /api/editor/history/apply': levelled });
    render(http);
    await openOperator('level.three-point');
    const map = await screen.findByTestId('point-picker-map');
    await waitFor(() => expect(map.getAttribute('data-grid')).toBe('64x32'));
    expect(fetchSpy.mock.calls[0]?.[0]).toMatch(/forkHash=0{64}/);
    // The 2:1 field is drawn 240 × 120 px.
    map.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 50, width: 240, height: 120 });
    expect(screen.getByText(/place point 1/)).toBeTruthy();
    fireEvent.pointerDown(map, { clientX: 100, clientY: 50 });
    fireEvent.pointerDown(map, { clientX: 340, clientY: 170 });
    expect(screen.getByText(/place point 3/)).toBeTruthy();
    fireEvent.pointerDown(map, { clientX: 220, clientY: 80 });
    expect(screen.getByTestId<HTMLInputElement>('input-col2').value).toBe('63');
    expect(screen.getByTestId<HTMLInputElement>('input-row2').value).toBe('31');
    expect(screen.getByTestId('point-marker-3')).toBeTruthy();
    // Choosing point 1 again moves it.
    fireEvent.click(screen.getByTestId('point-choose-1'));
    fireEvent.pointerDown(map, { clientX: 130, clientY: 110 });
    fireEvent.click(screen.getByTestId('operator-apply'));
    await waitFor(() =>
      expect(bodyOf(http, '/api/editor/history/apply')).toMatchObject({
        step: {
          op: 'level.three-point',
          params: { col1: 8, row1: 16, col2: 63, row2: 31, col3: 32, row3: 8, radius: 0 },
        },
      }),
    );
  });

  it('crops to the rectangle dragged on the map, snapped to whole pixels', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(surfaceBody().buffer));
    const http = fakeHttp({ 'POST /api/editor/history/apply': levelled });
    render(http, { locale: 'ja' });
    await openOperator('crop');
    const map = await screen.findByTestId('area-picker-map');
    await waitFor(() => expect(map.getAttribute('data-grid')).toBe('64x32'));
    expect(fetchSpy).toHaveBeenCalled();
    map.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 50, width: 240, height: 120 });
    // From the bottom right to the top left: (230, 157) → column 34.7, row 28.5; (130, 65) → 8, 4.
    fireEvent.pointerDown(map, { clientX: 230, clientY: 157 });
    fireEvent.pointerMove(map, { clientX: 160, clientY: 100 });
    expect(screen.getByTestId('area-picker-rectangle')).toBeTruthy();
    fireEvent.pointerMove(map, { clientX: 130, clientY: 65 });
    fireEvent.pointerUp(map, { clientX: 130, clientY: 65 });
    expect(screen.getByTestId<HTMLInputElement>('input-left').value).toBe('0.125');
    // Four decimals keep a 64-pixel field on its pixels: round(0.9063 · 32) = 29.
    expect(screen.getByTestId<HTMLInputElement>('input-bottom').value).toBe('0.9063');
    fireEvent.click(screen.getByTestId('operator-apply'));
    await waitFor(() =>
      expect(bodyOf(http, '/api/editor/history/apply')).toMatchObject({
        step: { op: 'crop', params: { left: 0.125, top: 0.125, right: 0.5469, bottom: 0.9063 } },
      }),
    );
  });

  it('shows validation problems inline and sends nothing while the form is invalid', async () => {
    const http = fakeHttp();
    render(http);
    await openOperator('resize');
    fireEvent.click(await screen.findByTestId('operator-apply'));
    expect(await within(screen.getByTestId('param-nx')).findByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('input-nx'), { target: { value: '1' } });
    expect(within(screen.getByTestId('param-nx')).getByText('At least 2')).toBeTruthy();
    expect(http.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('previews the step beside the current fork without changing the history', async () => {
    const http = fakeHttp({
      'POST /api/editor/history/preview': {
        forkHash: hash('7'),
        data: {
          cols: 32,
          rows: 16,
          pixelSize: 2e-6,
          pixelSizeY: 2e-6,
          zMin: -2.5e-7,
          zMax: 7.5e-7,
          zMean: 0,
        },
      },
    });
    const { spies } = render(http);
    await openOperator('crop');
    fireEvent.change(await screen.findByTestId('input-right'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('operator-preview-button'));
    const result = await screen.findByTestId<HTMLImageElement>('preview-result');
    expect(result.getAttribute('src')).toContain(`forkHash=${hash('7')}`);
    expect(screen.getByTestId('preview-current').getAttribute('src')).toContain(`forkHash=${hash('0')}`);
    expect(bodyOf(http, '/api/editor/history/preview')).toMatchObject({
      forkHash: hash('0'),
      step: { op: 'crop', params: { left: 0, top: 0, right: 0.5, bottom: 1 } },
    });
    expect(screen.getByTestId('preview-result-facts').textContent).toBe(
      '32 × 16 pointsHeights -250 nm to 750 nm',
    );
    expect(screen.getByTestId('preview-current-facts').textContent).toBe(
      '64 × 32 pointsHeights 0 µm to 1 µm',
    );
    // A picture the server cannot draw shows the broken-picture icon.
    fireEvent.error(result);
    expect(await screen.findByTestId('preview-result-broken')).toBeTruthy();
    expect(spies.setHistory).not.toHaveBeenCalled();
  });

  it('stitches the files chosen from the library, in the order chosen', async () => {
    const files: FileItem[] = [
      aFile({ guid: 'file-1', name: 'grating.x3p' }),
      aFile({ guid: 'g-2', name: 'left.x3p' }),
      aFile({ guid: 'g-3', name: 'right.x3p' }),
      aFile({ guid: 'g-4', name: 'photo.png', twoD: true }),
    ];
    const http = fakeHttp({
      'GET /api/files': { files, folders: [] },
      'POST /api/editor/history/apply': levelled,
    });
    render(http);
    await openOperator('stitch');
    for (const name of ['right.x3p', 'left.x3p']) {
      fireEvent.click(await screen.findByTestId('pick-otherFileGuids'));
      const picker = await screen.findByTestId('file-picker');
      const offered = await within(picker).findAllByTestId('file-picker-file');
      expect(offered.map((item) => item.getAttribute('data-name'))).toEqual(['left.x3p', 'right.x3p']);
      fireEvent.click(within(picker).getByText(name));
      await waitFor(() => expect(screen.queryByTestId('file-picker')).toBeNull());
    }
    expect(screen.getAllByTestId('chosen-file').map((row) => row.textContent)).toEqual([
      '1. right.x3p',
      '2. left.x3p',
    ]);
    fireEvent.click(screen.getByTestId('operator-apply'));
    await waitFor(() =>
      expect(bodyOf(http, '/api/editor/history/apply')).toMatchObject({
        step: { op: 'stitch', params: { otherFileGuids: ['g-3', 'g-2'], arrangement: 'auto' } },
      }),
    );
  });
});

describe('history panel and saving', () => {
  const twoSteps: HistoryState = aHistory({
    forkHash: hash('2'),
    position: 2,
    operationHistory: [
      { op: 'level.plane', params: {}, forkHash: hash('1') },
      { op: 'filter.gaussian', params: { cutoff: 0.00025, type: 'roughness' }, forkHash: hash('2') },
    ],
  });

  it('lists the steps with their key parameters and goes back to a clicked step', async () => {
    const back = { ...twoSteps, forkHash: hash('1'), position: 1 };
    const http = fakeHttp({ 'POST /api/editor/history/go-back': back });
    const { spies } = render(http, { history: twoSteps });
    fireEvent.click(screen.getByTestId('history-toggle'));
    const steps = await screen.findAllByTestId('history-step');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Original surfaceSaved',
      '1. Level (plane)',
      '2. Gaussian filterCut-off λc 250 µm',
    ]);
    expect(steps[2]?.getAttribute('data-current')).toBe('true');
    fireEvent.click(steps[1]!);
    await waitFor(() => expect(spies.setHistory).toHaveBeenCalledWith(back));
    expect(bodyOf(http, '/api/editor/history/go-back')).toEqual({ fileGuid: 'file-1', channel: 0, step: 1 });
    await waitFor(() => expect(screen.getByTestId('history-panel').getAttribute('data-position')).toBe('1'));
  });

  it('trims the steps after the current position', async () => {
    const back = { ...twoSteps, forkHash: hash('1'), position: 1 };
    const trimmed = { ...back, operationHistory: twoSteps.operationHistory.slice(0, 1) };
    const http = fakeHttp({ 'POST /api/editor/history/trim': trimmed });
    const { spies } = render(http, { history: back });
    fireEvent.click(screen.getByTestId('history-toggle'));
    fireEvent.click(await screen.findByTestId('history-trim'));
    await waitFor(() => expect(spies.setHistory).toHaveBeenCalledWith(trimmed));
    expect(screen.getAllByTestId('history-step')).toHaveLength(2);
    expect(screen.getByTestId<HTMLButtonElement>('history-trim').disabled).toBe(true);
  });

  it('saves the current fork against the modifiedAt it read', async () => {
    const saved = { ...twoSteps, savedForkHash: hash('2'), modifiedAt: '2026-11-22T12:00:00.000Z' };
    const http = fakeHttp({ 'POST /api/editor/history/save': saved });
    const { spies } = render(http, { history: twoSteps });
    expect(screen.getByTestId('operators-toolbar').getAttribute('data-unsaved')).toBe('true');
    fireEvent.click(screen.getByTestId('history-save'));
    await waitFor(() => expect(spies.setHistory).toHaveBeenCalledWith(saved));
    expect(bodyOf(http, '/api/editor/history/save')).toEqual({
      fileGuid: 'file-1',
      channel: 0,
      forkHash: hash('2'),
      expectedModifiedAt: '2026-11-20T10:00:00.000Z',
      override: false,
    });
    expect(screen.getByTestId('operators-toolbar').getAttribute('data-unsaved')).toBe('false');
    expect(screen.getByTestId<HTMLButtonElement>('history-save').disabled).toBe(true);
  });

  it('asks before overwriting a file changed elsewhere (409) and saves with override when told to', async () => {
    const saved = { ...twoSteps, savedForkHash: hash('2'), modifiedAt: '2026-11-22T12:00:00.000Z' };
    const http = fakeHttp({
      'POST /api/editor/history/save': (options?: { body?: { override?: boolean } }) =>
        options?.body?.override ? saved : new HttpError(409, 'conflict'),
    });
    const { spies } = render(http, { history: twoSteps });
    fireEvent.click(screen.getByTestId('history-save'));
    const question = await screen.findByTestId('overwrite-dialog');
    expect(question.textContent).toContain('This file was changed elsewhere. Overwrite?');
    expect(spies.setHistory).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('overwrite-confirm'));
    await waitFor(() => expect(spies.setHistory).toHaveBeenCalledWith(saved));
    const bodies = http.calls
      .filter((call) => call.path === '/api/editor/history/save')
      .map((call) => call.body);
    expect(bodies.map((body) => (body as { override: boolean }).override)).toEqual([false, true]);
  });

  it("shows a refused save with the catalogue message and the server's reason", async () => {
    const http = fakeHttp({
      'POST /api/editor/history/save': new HttpError(
        413,
        'quota-exceeded',
        'the saved version needs 2.1 MB, 0.4 MB are left',
      ),
    });
    const { spies } = render(http, { history: twoSteps });
    fireEvent.click(screen.getByTestId('history-save'));
    const failure = await screen.findByTestId('history-failure');
    expect(within(failure).getByTestId('history-failure-reason').textContent).toBe(
      'the saved version needs 2.1 MB, 0.4 MB are left',
    );
    expect(failure.textContent?.length).toBeGreaterThan(
      'the saved version needs 2.1 MB, 0.4 MB are left'.length,
    );
    expect(spies.setHistory).not.toHaveBeenCalled();
  });

  it('keeps the other version when the overwrite is declined', async () => {
    const http = fakeHttp({ 'POST /api/editor/history/save': new HttpError(409, 'conflict') });
    const { spies } = render(http, { history: twoSteps });
    fireEvent.click(screen.getByTestId('history-save'));
    fireEvent.click(await screen.findByTestId('overwrite-cancel'));
    await waitFor(() => expect(screen.queryByTestId('overwrite-dialog')).toBeNull());
    expect(http.calls.filter((call) => call.path === '/api/editor/history/save')).toHaveLength(1);
    expect(spies.setHistory).not.toHaveBeenCalled();
  });

  it('saves as a new file named in the text dialog and opens it', async () => {
    const http = fakeHttp({
      'POST /api/editor/history/save-as': aFile({ guid: 'new-9', name: 'levelled.x3p' }),
    });
    const { router } = render(http, { history: twoSteps });
    await act(async () => {
      fireEvent.click(screen.getByTestId('history-save-as'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const input = await screen.findByTestId<HTMLInputElement>('text-dialog-input');
    expect(input.value).toBe('grating.x3p');
    fireEvent.change(input, { target: { value: 'levelled.x3p' } });
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/image/new-9'));
    expect(bodyOf(http, '/api/editor/history/save-as')).toEqual({
      fileGuid: 'file-1',
      channel: 0,
      forkHash: hash('2'),
      name: 'levelled.x3p',
    });
  });

  it('asks before leaving while the shown fork is not the saved one', async () => {
    const { router } = render(fakeHttp(), { history: twoSteps });
    const asked: string[] = [];
    const confirm = window.confirm;
    window.confirm = (message?: string) => {
      asked.push(message ?? '');
      return false;
    };
    try {
      await act(async () => {
        await router.navigate('/image/elsewhere');
      });
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      window.confirm = confirm;
    }
    expect(asked).toEqual(['The changes to this file are not saved. Leave anyway?']);
  });
});
