import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import GrainsPanel from './GrainsPanel.tsx';
import { particleOverlayPixels } from './particleOverlayImage.ts';
import { useGrainsStore } from './useGrainsStore.ts';

const PATH = '/api/editor/grains-and-particles';

const particle = (id: number, area: number) => ({
  id,
  pixels: area / 1e-12,
  area,
  equivalentDiameter: 2 * Math.sqrt(area / Math.PI),
  perimeter: 4 * Math.sqrt(area),
  centroidX: 0,
  centroidY: 0,
  aspectRatio: 1.5,
  orientation: Math.PI / 4,
  maximumFeretDiameter: 1e-5,
  roundness: 0.8,
  formFactor: 0.785,
  minimumHeight: 0,
  maximumHeight: 1e-6,
  meanHeight: 5e-7,
  volume: 1e-17,
  touchesEdge: false,
});

const means = {
  area: 6.5e-11,
  equivalentDiameter: 0,
  perimeter: 3.2e-5,
  aspectRatio: 1.5,
  maximumFeretDiameter: 0,
  roundness: 0.8,
  formFactor: 0.785,
  meanHeight: 0,
  volume: 0,
};
const answer = {
  particlesResults: [particle(1, 1e-10), particle(2, 3e-11)],
  arrayRegions: [0, 10, 1, 5, 0, 5, 2, 3, 0, 19977],
  width: 200,
  height: 100,
  threshold: 0,
  totals: {
    count: 2,
    totalArea: 1.3e-10,
    areaFraction: 0.0065,
    byNumber: means,
    byArea: { ...means, area: 8.4e-11 },
  },
};

const totalsValue = (key: string) =>
  within(document.querySelector<HTMLElement>(`[data-parameter="${key}"]`)!).getAllByRole('cell')[0]!
    .textContent;

beforeEach(() => {
  useGrainsStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('GrainsPanel', () => {
  it('sends the threshold settings with the fork and lists totals and particles', async () => {
    const { answer: reply, queries } = recordingAnswer(answer);
    const http = fakeHttp({ [`GET ${PATH}`]: reply });
    renderInEditorSession(<GrainsPanel />, http);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Exclude particles touching the edge' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Exclude particles below a minimum size' }));
    fireEvent.change(screen.getByTestId('grains-minimum-size'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Below threshold' }));
    fireEvent.click(screen.getByTestId('grains-calculate'));
    await screen.findByTestId('particles-table');
    expect(queries).toEqual([
      {
        particleThresholdPercent: '0.5',
        definedAsAboveThreshold: 'false',
        excludeParticlesBelowMinimumSize: 'true',
        excludeParticlesBelowMinimumSizeThreshold: '25',
        excludeParticlesTouchingEdge: 'true',
        fileGuid: 'file-1',
        channel: '0',
        forkHash: TEST_FORK,
      },
    ]);
    expect(totalsValue('count')).toBe('2');
    expect(totalsValue('totalArea')).toBe('130');
    expect(totalsValue('areaFraction')).toBe('0.65');
    expect(totalsValue('meanArea')).toBe('65');
    fireEvent.click(screen.getByRole('button', { name: 'By area' }));
    expect(totalsValue('meanArea')).toBe('84');
    const rows = within(screen.getByTestId('particles-table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ParticleArea (µm²)Perimeter (µm)Aspect ratioOrientation (°)RoundnessForm factor',
      '110040' + '1.5' + '45' + '0.8' + '0.785',
      '230' + '21.91' + '1.5' + '45' + '0.8' + '0.785',
    ]);
  });

  it('marks the data invalid when the threshold changes and valid again after a result', async () => {
    const http = fakeHttp({ [`GET ${PATH}`]: answer });
    renderInEditorSession(<GrainsPanel />, http);
    fireEvent.click(screen.getByTestId('grains-calculate'));
    await screen.findByTestId('particles-table');
    expect(useGrainsStore.getState().dataInvalid).toBe(false);
    act(() => useGrainsStore.getState().update({ particleThresholdPercent: 0.6 }));
    expect(useGrainsStore.getState().dataInvalid).toBe(true);
    expect(screen.queryByTestId('particles-table')).toBeNull();
    expect(screen.getByTestId('grains-stale')).toBeTruthy();
    // A setting that is not the threshold leaves the data valid.
    fireEvent.click(screen.getByTestId('grains-calculate'));
    await screen.findByTestId('particles-table');
    act(() => useGrainsStore.getState().update({ excludeParticlesTouchingEdge: true }));
    expect(useGrainsStore.getState().dataInvalid).toBe(false);
  });

  it('marks the data invalid on a viewer reload', async () => {
    const http = fakeHttp({ [`GET ${PATH}`]: answer });
    const { rerenderSession } = renderInEditorSession(<GrainsPanel />, http);
    fireEvent.click(screen.getByTestId('grains-calculate'));
    await screen.findByTestId('particles-table');
    rerenderSession(testEditorSession({ forkHash: OTHER_FORK }));
    await waitFor(() => expect(useGrainsStore.getState().dataInvalid).toBe(true));
  });

  it('shows the generic message on any failure, with the reason the answer gave', async () => {
    const http = fakeHttp({
      [`GET ${PATH}`]: new HttpError(400, 'invalid-request', 'threshold: must be between 0 and 1'),
    });
    renderInEditorSession(<GrainsPanel />, http);
    fireEvent.click(screen.getByTestId('grains-calculate'));
    await waitFor(() =>
      expect(screen.getByTestId('analysis-error').textContent).toBe(
        'Something went wrong, please try again or request support.threshold: must be between 0 and 1',
      ),
    );
    expect(useGrainsStore.getState()).toMatchObject({
      busy: false,
      error: { code: 'invalid-request', reason: 'threshold: must be between 0 and 1' },
    });
  });
});

describe('particleOverlayPixels', () => {
  it('colours particle pixels half-transparent and leaves the background transparent', () => {
    const rgba = particleOverlayPixels([0, 2, 1, 1, 2, 1], 2, 2);
    expect(Array.from(rgba.slice(0, 8))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(rgba.slice(8, 12))).toEqual([230, 25, 75, 140]);
    expect(Array.from(rgba.slice(12, 16))).toEqual([60, 180, 75, 140]);
  });
});
