import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../app/HttpError.ts';
import { fakeHttp } from '../../../../test/fakeHttp.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';
import {
  TEST_FORK,
  renderInEditorSession,
  testEditorSession,
} from '../editor-analysis-call/renderInEditorSession.tsx';
import StepHeightPanel from './StepHeightPanel.tsx';
import { useStepHeightModeStore } from './useStepHeightModeStore.ts';
import { useStepHistogramStore } from './useStepHistogramStore.ts';
import { useStepLineStore } from './useStepLineStore.ts';
import { useStepRectanglesStore } from './useStepRectanglesStore.ts';

const LINE = '/api/editor/step-height/line';
const PREVIEW = '/api/editor/step-height/rectangles/preview';
const LEVELING = '/api/editor/step-height/rectangles/leveling-rect';
const RECTANGLES = '/api/editor/step-height/rectangles';
const HISTOGRAM = '/api/editor/step-height/histogram';

const file = { fileGuid: 'file-1', channel: 0, forkHash: TEST_FORK };
const bodiesOf = (http: ReturnType<typeof fakeHttp>, path: string) =>
  http.calls.filter((c) => c.path === path).map((c) => c.body);
const resultValue = (key: string) =>
  within(document.querySelector<HTMLElement>(`[data-parameter="${key}"]`)!).getAllByRole('cell')[0]!
    .textContent;

const lineAnswer = {
  stepHeight: 1.25e-6,
  measuredStepHeight: 1.25e-6,
  materialCorrection: 0,
  uncertainty: 2e-9,
  edgeDistance: 1e-4,
  edge: { x: 0.5, y: 0.5 },
  slope: 0,
  regionA: { from: 0, to: 5e-5 },
  regionB: { from: 1.5e-4, to: 2e-4 },
  profile: { spacing: 1e-6, heights: [0, 0, 'NaN', 1.25e-6, 1.25e-6] },
};

const rect1 = { left: 0.05, top: 0.05, right: 0.45, bottom: 0.95 };
const rect2 = { left: 0.55, top: 0.05, right: 0.95, bottom: 0.95 };
const previewAnswer = {
  width: 2,
  height: 1,
  heights: [0, 1e-6],
  levels: [1, 2],
  line: { x1: 0.5, y1: 0.95, x2: 0.5, y2: 0.05 },
  rectangle: rect1,
  rectangle2: rect2,
};

beforeEach(() => {
  useStepHeightModeStore.getState().reset();
  useEditorSettings.getState().reset();
});

describe('StepHeightPanel, line', () => {
  it('opens on the line tool and posts the drawn line with the fork; shows the step height in the automatic unit', async () => {
    const http = fakeHttp({ [`POST ${LINE}`]: lineAnswer });
    renderInEditorSession(<StepHeightPanel />, http);
    expect(screen.getByTestId('step-line-tool')).toBeTruthy();
    act(() =>
      useStepLineStore.getState().update({ l1Position: { x: 0.2, y: 0.3 }, l2Position: { x: 0.8, y: 0.3 } }),
    );
    expect(screen.getByTestId('step-line-position').textContent).toBe(
      'Line from (20 %, 30 %) to (80 %, 30 %) of the image',
    );
    fireEvent.click(screen.getByTestId('step-line-calculate'));
    await screen.findByText('Evaluated profile');
    expect(bodiesOf(http, LINE)).toEqual([
      {
        l1Position: { x: 0.2, y: 0.3 },
        l2Position: { x: 0.8, y: 0.3 },
        s1Position: 0,
        s2Position: 1,
        featureThreshold: 0.5,
        width: 'auto',
        average: 1,
        samplingSize: 'auto',
        leveling: true,
        dissimilarMaterials: false,
        material1: 'Dielectric',
        material2: 'Dielectric',
        interferometry: 'vsi',
        ...file,
      },
    ]);
    expect(resultValue('stepHeight')).toBe('1.25');
    expect(resultValue('uncertainty')).toBe('2');
  });

  it('sends dissimilar materials and shows the invalid step edge message of the catalogue', async () => {
    const http = fakeHttp({ [`POST ${LINE}`]: new HttpError(400, 'step-height-invalid-step-edge-line') });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dissimilar materials' }));
    act(() => useStepLineStore.getState().update({ material2: 'Au' }));
    fireEvent.click(screen.getByTestId('step-line-calculate'));
    await waitFor(() =>
      expect(screen.getByTestId('analysis-error').textContent).toBe(
        'The step edge line is invalid. Draw it across the step.',
      ),
    );
    expect(bodiesOf(http, LINE)[0]).toMatchObject({
      dissimilarMaterials: true,
      material1: 'Dielectric',
      material2: 'Au',
    });
    expect(useStepLineStore.getState().busy).toBe(false);
  });

  it("shows each level's residual and the step against the noise, and warns when no step is found", async () => {
    const quality = {
      residual1: 4e-7,
      residual2: 6e-7,
      noise: 5.1e-7,
      stepToNoise: 1.2,
      stepFound: false,
      warning: 'no step found',
    };
    const http = fakeHttp({ [`POST ${LINE}`]: { ...lineAnswer, stepHeight: 6e-7, quality } });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByTestId('step-line-calculate'));
    const warning = await screen.findByTestId('step-height-no-step');
    expect(warning.textContent).toBe(
      'No step found: the two levels differ by only 1.2 times their scatter (a step needs at least 3 times). A value above is only the difference of two levels of a surface without a clear step.no step found',
    );
    expect(resultValue('residual1')).toBe('400');
    expect(resultValue('residual2')).toBe('600');
    expect(resultValue('noise')).toBe('510');
    expect(resultValue('stepToNoise')).toBe('1.2');
  });

  it('shows the residuals and why, not "Step height is missing.", when no step is found at all', async () => {
    const quality = {
      residual1: 3e-7,
      residual2: 'NaN',
      noise: 3e-7,
      stepToNoise: 0,
      stepFound: false,
      warning: 'no step found: fewer than two height groups',
    };
    const http = fakeHttp({ [`POST ${LINE}`]: { ...lineAnswer, stepHeight: 'NaN', quality } });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByTestId('step-line-calculate'));
    expect((await screen.findByTestId('step-height-no-step-reason')).textContent).toBe(
      'no step found: fewer than two height groups',
    );
    expect(screen.queryByTestId('analysis-error')).toBeNull();
    expect(document.querySelector('[data-parameter="stepHeight"]')).toBeNull();
    expect(resultValue('residual1')).toBe('300');
  });

  it('shows no warning for a clear step (step / noise ∞ between noise-free levels)', async () => {
    const quality = {
      residual1: 0,
      residual2: 0,
      noise: 0,
      stepToNoise: 'Infinity',
      stepFound: true,
      warning: null,
    };
    const http = fakeHttp({ [`POST ${LINE}`]: { ...lineAnswer, quality } });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByTestId('step-line-calculate'));
    await screen.findByText('Evaluated profile');
    expect(resultValue('stepToNoise')).toBe('∞');
    expect(screen.queryByTestId('step-height-no-step')).toBeNull();
  });

  it('says "Step height is missing." and why when the answer has no valid stepHeight', async () => {
    const http = fakeHttp({ [`POST ${LINE}`]: { ...lineAnswer, stepHeight: 'NaN' } });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByTestId('step-line-calculate'));
    await waitFor(() =>
      expect(screen.getByTestId('analysis-error').textContent).toBe(
        'Step height is missing.The answer holds no finite step height.',
      ),
    );
    expect(useStepLineStore.getState().result).toBeNull();
  });
});

describe('StepHeightPanel, rectangles', () => {
  it('walks area → preview → leveling → result with the state rules of part 2 §4', async () => {
    const http = fakeHttp({
      [`POST ${PREVIEW}`]: previewAnswer,
      [`POST ${LEVELING}`]: { rectangle: rect1, plane: { z0: 0, slopeX: 0, slopeY: 0 } },
      [`POST ${RECTANGLES}`]: {
        stepHeight: 1e-6,
        measuredStepHeight: 1e-6,
        materialCorrection: 0,
        rectangle: rect1,
        rectangle2: rect2,
        line: previewAnswer.line,
        level1: 0,
        level2: 1e-6,
        count1: 10,
        count2: 10,
      },
    });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByTestId('step-height-mode-rectangles'));
    expect(useStepRectanglesStore.getState()).toMatchObject({ step: 0, invalid: true });
    // Step 0 → the preview with the default area and line.
    fireEvent.click(screen.getByTestId('step-rectangles-next'));
    await waitFor(() => expect(useStepRectanglesStore.getState().step).toBe(1));
    expect(bodiesOf(http, PREVIEW)).toEqual([
      {
        area: { left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 },
        manual: false,
        line: { x1: 0.5, y1: 0.6, x2: 0.5, y2: 0.4 },
        ...file,
      },
    ]);
    expect(useStepRectanglesStore.getState()).toMatchObject({
      preview: previewAnswer,
      previewBusy: false,
      previewError: null,
      rectangle: null,
      rectangle2: null,
      // The detected edge is the line a manual edit starts from.
      settings: { line: previewAnswer.line },
    });
    // Step 1 → 2 → leveling call: stores rectangle, clears rectangle2.
    fireEvent.click(screen.getByTestId('step-rectangles-next'));
    await waitFor(() => expect(useStepRectanglesStore.getState().step).toBe(2));
    act(() => useStepRectanglesStore.setState({ rectangle2: rect2 }));
    fireEvent.click(screen.getByTestId('step-rectangles-next'));
    await waitFor(() => expect(useStepRectanglesStore.getState().step).toBe(3));
    expect(bodiesOf(http, LEVELING)[0]).toMatchObject({
      levelingSource: 0,
      manual: false,
      line: previewAnswer.line,
    });
    expect(useStepRectanglesStore.getState()).toMatchObject({
      rectangle: rect1,
      rectangle2: null,
      rectangleBusy: false,
    });
    // Step 3: the result; invalid becomes false.
    fireEvent.click(screen.getByTestId('step-rectangles-calculate'));
    await waitFor(() => expect(useStepRectanglesStore.getState().invalid).toBe(false));
    expect(bodiesOf(http, RECTANGLES)[0]).toMatchObject({
      rectangle: null,
      rectangle2: null,
      independent: false,
      leveling: true,
      levelingSource: 0,
      ...file,
    });
    expect(resultValue('stepHeight')).toBe('1');
    // A settings update resets the stored rectangles and makes the result invalid again.
    act(() => useStepRectanglesStore.getState().update({ dissimilarMaterials: true }));
    expect(useStepRectanglesStore.getState()).toMatchObject({
      rectangle: null,
      rectangle2: null,
      invalid: true,
      result: null,
    });
  });

  it('keeps the rectangles on a preview with keepRectangle and shows the leveling error of the catalogue', async () => {
    const http = fakeHttp({
      [`POST ${PREVIEW}`]: previewAnswer,
      [`POST ${LEVELING}`]: new HttpError(400, 'step-height-rectangle-invalid-leveling-rectangles'),
    });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByTestId('step-height-mode-rectangles'));
    act(() => useStepRectanglesStore.setState({ rectangle: rect1, rectangle2: rect2 }));
    const target = { fileGuid: 'file-1', channel: 0, forkHash: TEST_FORK };
    await act(() => useStepRectanglesStore.getState().requestPreview(http, target, true));
    expect(useStepRectanglesStore.getState()).toMatchObject({ rectangle: rect1, rectangle2: rect2 });
    await act(() => useStepRectanglesStore.getState().requestPreview(http, target));
    expect(useStepRectanglesStore.getState()).toMatchObject({ rectangle: null, rectangle2: null });
    act(() => useStepRectanglesStore.setState({ step: 2 }));
    fireEvent.click(screen.getByTestId('step-rectangles-next'));
    await waitFor(() =>
      expect(useStepRectanglesStore.getState().rectangleError?.code).toBe(
        'step-height-rectangle-invalid-leveling-rectangles',
      ),
    );
    expect(useStepRectanglesStore.getState()).toMatchObject({ step: 2, rectangleBusy: false });
    expect(screen.getByTestId('analysis-error').textContent).not.toBe('');
  });

  it('says "Step height is missing." and why when the result has no stepHeight', async () => {
    const http = fakeHttp({ [`POST ${RECTANGLES}`]: { rectangle: rect1 } });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByTestId('step-height-mode-rectangles'));
    act(() => useStepRectanglesStore.setState({ step: 3 }));
    fireEvent.click(screen.getByTestId('step-rectangles-calculate'));
    await waitFor(() =>
      expect(screen.getByTestId('analysis-error').textContent).toBe(
        'Step height is missing.The answer holds no finite step height.',
      ),
    );
    expect(useStepRectanglesStore.getState()).toMatchObject({ busy: false, invalid: true, result: null });
  });
});

describe('StepHeightPanel, histogram and modes', () => {
  it('posts the histogram defaults and shows the step height and the grouped histogram', async () => {
    const http = fakeHttp({
      [`POST ${HISTOGRAM}`]: {
        stepHeight: 2e-6,
        groups: [
          { firstBin: 0, lastBin: 1, from: 0, to: 2e-7, count: 60, fraction: 0.6, mean: 1e-7 },
          { firstBin: 3, lastBin: 3, from: 3e-7, to: 4e-7, count: 30, fraction: 0.3, mean: 2.1e-6 },
        ],
        primaryIndex: 0,
        secondaryIndex: 1,
        data: { min: 0, binWidth: 1e-7, counts: [30, 30, 10, 30], total: 100 },
      },
    });
    renderInEditorSession(<StepHeightPanel />, http);
    fireEvent.click(screen.getByTestId('step-height-mode-histogram'));
    fireEvent.click(screen.getByTestId('step-histogram-calculate'));
    await screen.findByText('Height histogram and level groups');
    expect(bodiesOf(http, HISTOGRAM)).toEqual([
      {
        bins: 100,
        groupSpread: 'adjacent',
        minimumRelativeFrequency: 0.1,
        proportional: 0,
        variation: 0,
        ...file,
      },
    ]);
    expect(useStepHistogramStore.getState()).toMatchObject({
      busy: false,
      error: null,
      query: { bins: 100 },
    });
    expect(resultValue('stepHeight')).toBe('2');
  });

  it('opens the upgrade prompt instead of a mode the plan lacks, and reset returns to the line tool', () => {
    const promptUpgrade = vi.fn();
    const session = testEditorSession({ canUse: (feature) => feature === 'stepHeightLine', promptUpgrade });
    renderInEditorSession(<StepHeightPanel />, fakeHttp({}), session);
    fireEvent.click(screen.getByTestId('step-height-mode-rectangles'));
    expect(promptUpgrade).toHaveBeenCalledWith('stepHeightRectangle');
    expect(useStepHeightModeStore.getState().mode).toBe('line');
    fireEvent.click(screen.getByTestId('step-height-mode-histogram'));
    expect(promptUpgrade).toHaveBeenLastCalledWith('stepHeightHistogram');

    act(() => {
      useStepHeightModeStore.getState().setMode('histogram');
      useStepHistogramStore.getState().update({ bins: 50 });
    });
    fireEvent.click(screen.getByTestId('step-height-reset'));
    expect(useStepHeightModeStore.getState().mode).toBe('line');
    expect(useStepHistogramStore.getState().settings.bins).toBe(100);
  });
});
