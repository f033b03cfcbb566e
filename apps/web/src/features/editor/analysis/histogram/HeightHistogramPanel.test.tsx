import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../../app/HttpError.ts';
import { fakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import { TEST_FORK, renderInEditorSession } from '../editor-analysis-call/renderInEditorSession.tsx';
import HeightHistogramPanel from './HeightHistogramPanel.tsx';
import { useHeightHistogramStore } from './useHeightHistogramStore.ts';

const PATH = '/api/editor/height-histogram';

const answer = {
  histogram: {
    validCount: 20000,
    min: -1e-6,
    max: 2e-6,
    binWidth: 1.5e-6,
    binCentres: [-2.5e-7, 1.25e-6],
    counts: [15000, 5000],
    density: [5e5, 1.6e5],
    cumulative: [0.75, 1],
  },
  continuous: { bandwidth: 1e-7, height: [-1e-6, 0, 2e-6], density: [1e5, 5e5, 1e4] },
};

beforeEach(() => {
  useHeightHistogramStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('HeightHistogramPanel', () => {
  it('posts bins and the continuous switch with the fork, and shows points and range', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: answer });
    renderInEditorSession(<HeightHistogramPanel />, http);
    fireEvent.change(screen.getByTestId('height-histogram-bins'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Continuous histogram' }));
    fireEvent.click(screen.getByTestId('height-histogram-calculate'));
    await waitFor(() =>
      expect(screen.getByTestId('height-histogram-summary').textContent).toBe(
        '20,000 valid points from -1 µm to 2 µm',
      ),
    );
    expect(http.calls.filter((c) => c.path === PATH)).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: { bins: 40, continuousHistogram: true, fileGuid: 'file-1', channel: 0, forkHash: TEST_FORK },
      },
    ]);
    expect(screen.getByText('Continuous histogram (density)')).toBeTruthy();
  });

  it('shows the failure', async () => {
    const http = fakeHttp({ [`POST ${PATH}`]: new HttpError(402, 'plan-required') });
    renderInEditorSession(<HeightHistogramPanel />, http);
    fireEvent.click(screen.getByTestId('height-histogram-calculate'));
    await waitFor(() => expect(screen.getByTestId('analysis-error')).toBeTruthy());
    expect(useHeightHistogramStore.getState()).toMatchObject({
      busy: false,
      error: { code: 'plan-required' },
    });
  });
});
