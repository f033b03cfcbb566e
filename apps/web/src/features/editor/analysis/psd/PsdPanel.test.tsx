import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../../app/HttpError.ts';
import { fakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import {
  OTHER_FORK,
  TEST_FORK,
  recordingAnswer,
  renderInEditorSession,
  testEditorSession,
} from '../editor-analysis-call/renderInEditorSession.tsx';
import PsdPanel from './PsdPanel.tsx';
import { usePsdStore } from './usePsdStore.ts';

const PATH = '/api/editor/average-psd';

// As the server answers: f in 1/m, PSD in m³; the band's rms 1.5 µm.
const answer = {
  x: {
    frequencies: [0, 1e4, 2e4, 4e4],
    psd: [5e-17, 4e-17, 'NaN', 1e-18],
    df: 1e4,
    profiles: 100,
    bandRms: 1.5e-6,
  },
  y: null,
};

beforeEach(() => {
  usePsdStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('PsdPanel', () => {
  it('sends the default settings (X only, window NONE) with the fork shown and shows the band rms', async () => {
    const { answer: reply, queries } = recordingAnswer(answer);
    const http = fakeHttp({ [`GET ${PATH}`]: reply });
    renderInEditorSession(<PsdPanel />, http);
    fireEvent.click(screen.getByTestId('psd-calculate'));
    await waitFor(() =>
      expect(screen.getByTestId('psd-band-rms-x').textContent).toBe(
        'X: rms height of the band 1.5 µm (100 profiles)',
      ),
    );
    expect(queries).toEqual([
      {
        selectedX: 'true',
        selectedY: 'false',
        windowTypeX: 'NONE',
        windowTypeY: 'NONE',
        tukeyCoefficientX: '1',
        tukeyCoefficientY: '1',
        mirrorX: 'false',
        mirrorY: 'false',
        fullFrequencyRangeX: 'true',
        fullFrequencyRangeY: 'true',
        lowFrequencyCutoffX: '0',
        lowFrequencyCutoffY: '0',
        highFrequencyCutoffX: undefined,
        highFrequencyCutoffY: undefined,
        fileGuid: 'file-1',
        channel: '0',
        forkHash: TEST_FORK,
      },
    ]);
    expect(screen.queryByTestId('psd-band-rms-y')).toBeNull();
    // "NaN" from the server is a number again in the store.
    expect(Number.isNaN(usePsdStore.getState().data?.x?.psd[2])).toBe(true);
    expect(usePsdStore.getState().busy).toBe(false);
  });

  it('sends the Y direction with its window, mirror and band (cutoffs typed in 1/µm, sent in 1/m)', async () => {
    const { answer: reply, queries } = recordingAnswer({ x: null, y: { ...answer.x, bandRms: 2e-9 } });
    const http = fakeHttp({ [`GET ${PATH}`]: reply });
    renderInEditorSession(<PsdPanel />, http);
    fireEvent.click(screen.getByRole('checkbox', { name: 'X direction' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Y direction' }));
    usePsdStore.getState().update({ windowTypeY: 'TUKEY', mirrorY: true, fullFrequencyRangeY: false });
    fireEvent.change(await screen.findByTestId('psd-tukey-Y'), { target: { value: '0.25' } });
    fireEvent.change(screen.getByTestId('psd-low-Y'), { target: { value: '0.01' } });
    fireEvent.change(screen.getByTestId('psd-high-Y'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('psd-calculate'));
    await waitFor(() => expect(screen.getByTestId('psd-band-rms-y').textContent).toContain('2 nm'));
    expect(queries[0]).toMatchObject({
      selectedX: 'false',
      selectedY: 'true',
      windowTypeY: 'TUKEY',
      tukeyCoefficientY: '0.25',
      mirrorY: 'true',
      fullFrequencyRangeY: 'false',
      lowFrequencyCutoffY: '10000',
      highFrequencyCutoffY: '500000',
    });
  });

  it('refuses to send without a direction or with a high cutoff below the low one', () => {
    const http = fakeHttp({});
    renderInEditorSession(<PsdPanel />, http);
    fireEvent.click(screen.getByRole('checkbox', { name: 'X direction' }));
    expect(screen.getByText('Select the X direction, the Y direction or both.')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('psd-calculate').disabled).toBe(true);
    usePsdStore.getState().update({
      selectedX: true,
      fullFrequencyRangeX: false,
      lowFrequencyCutoffX: 5e5,
      highFrequencyCutoffX: 1e5,
    });
    return waitFor(() => {
      expect(screen.getByText('The high frequency cutoff must be above the low one.')).toBeTruthy();
      expect(screen.getByTestId<HTMLButtonElement>('psd-calculate').disabled).toBe(true);
      expect(http.calls.filter((c) => c.path === PATH)).toEqual([]);
    });
  });

  it('shows the catalogue message of a failure and clears busy', async () => {
    const http = fakeHttp({ [`GET ${PATH}`]: new HttpError(402, 'plan-required') });
    renderInEditorSession(<PsdPanel />, http);
    fireEvent.click(screen.getByTestId('psd-calculate'));
    await waitFor(() => expect(screen.getByTestId('analysis-error')).toBeTruthy());
    expect(usePsdStore.getState()).toMatchObject({
      busy: false,
      error: { code: 'plan-required' },
      data: null,
    });
    expect(screen.getByTestId('analysis-error').textContent).not.toBe('');
  });

  it('shows the specific reason of a failure under the catalogue message', async () => {
    const http = fakeHttp({
      [`GET ${PATH}`]: new HttpError(400, 'invalid-request', 'no row without invalid points'),
    });
    renderInEditorSession(<PsdPanel />, http);
    fireEvent.click(screen.getByTestId('psd-calculate'));
    const reason = await screen.findByTestId('analysis-error-reason');
    expect(reason.textContent).toBe('no row without invalid points');
    expect(screen.getByTestId('analysis-error').textContent).toBe(
      'The request is invalid.no row without invalid points',
    );
  });

  it('drops the result of the previous fork when the editor shows another one', async () => {
    const http = fakeHttp({ [`GET ${PATH}`]: answer });
    const { rerenderSession } = renderInEditorSession(<PsdPanel />, http);
    fireEvent.click(screen.getByTestId('psd-calculate'));
    await screen.findByTestId('psd-band-rms-x');
    rerenderSession(testEditorSession({ forkHash: OTHER_FORK }));
    await waitFor(() => expect(screen.queryByTestId('psd-band-rms-x')).toBeNull());
    expect(usePsdStore.getState().data).toBeNull();
  });
});
