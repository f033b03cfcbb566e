import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../../app/HttpError.ts';
import { fakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import {
  TEST_FORK,
  recordingAnswer,
  renderInEditorSession,
} from '../editor-analysis-call/renderInEditorSession.tsx';
import BearingRatioPanel from './BearingRatioPanel.tsx';
import { useBearingStore } from './useBearingStore.ts';

const PATH = '/api/editor/bearing-ratio';

const answer = {
  curve: { materialRatio: [0, 0.5, 1], height: [1e-6, 0, -1e-6] },
  histogram: {
    validCount: 20000,
    min: -1e-6,
    max: 1e-6,
    binWidth: 1e-6,
    binCentres: [-5e-7, 5e-7],
    counts: [12000, 8000],
    density: [6e5, 4e5],
    cumulative: [0.6, 1],
  },
  continuous: null,
};

beforeEach(() => {
  useBearingStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('BearingRatioPanel', () => {
  it('sends bins 20 by default with the fork and draws the curve and the histogram', async () => {
    const { answer: reply, queries } = recordingAnswer(answer);
    const http = fakeHttp({ [`GET ${PATH}`]: reply });
    renderInEditorSession(<BearingRatioPanel />, http);
    fireEvent.click(screen.getByTestId('bearing-calculate'));
    await screen.findByText('Abbott–Firestone curve');
    expect(screen.getByText('Height histogram')).toBeTruthy();
    expect(queries).toEqual([
      { bins: '20', continuousHistogram: 'false', fileGuid: 'file-1', channel: '0', forkHash: TEST_FORK },
    ]);
    expect(useBearingStore.getState().data?.histogram.counts).toEqual([12000, 8000]);
  });

  it('sends the bins typed and the continuous histogram; display options send nothing', async () => {
    const { answer: reply, queries } = recordingAnswer(answer);
    const http = fakeHttp({ [`GET ${PATH}`]: reply });
    renderInEditorSession(<BearingRatioPanel />, http);
    fireEvent.change(screen.getByTestId('bearing-bins'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Continuous histogram' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vertical' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show histogram' }));
    fireEvent.click(screen.getByTestId('bearing-calculate'));
    await screen.findByText('Abbott–Firestone curve');
    expect(queries[0]).toEqual({
      bins: '50',
      continuousHistogram: 'true',
      fileGuid: 'file-1',
      channel: '0',
      forkHash: TEST_FORK,
    });
    // "Show histogram" is off: only the curve is drawn.
    expect(screen.queryByText('Height histogram')).toBeNull();
  });

  it('refuses bins out of 1…10000 and keeps the last valid value', () => {
    renderInEditorSession(<BearingRatioPanel />, fakeHttp({}));
    fireEvent.change(screen.getByTestId('bearing-bins'), { target: { value: '0' } });
    expect(screen.getByText('Enter a number from 1 to 10000.')).toBeTruthy();
    expect(useBearingStore.getState().settings.bins).toBe(20);
  });

  it('shows the failure and clears busy', async () => {
    const http = fakeHttp({ [`GET ${PATH}`]: new HttpError(400, 'invalid-request') });
    renderInEditorSession(<BearingRatioPanel />, http);
    fireEvent.click(screen.getByTestId('bearing-calculate'));
    await waitFor(() => expect(screen.getByTestId('analysis-error')).toBeTruthy());
    expect(useBearingStore.getState()).toMatchObject({
      busy: false,
      error: { code: 'invalid-request' },
      data: null,
    });
  });
});
