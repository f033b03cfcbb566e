import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/HttpError.ts';
import { fakeHttp } from '../../test/fakeHttp.ts';
import { aHistory, hash, renderInEditor } from '../editor/operators/testing.tsx';
import { useBearingStore } from '../editor/analysis/bearing/useBearingStore.ts';
import { useStepLineStore } from '../editor/analysis/step-height/useStepLineStore.ts';
import { RecipesButton } from './RecipesButton.tsx';
import { ManageSettingsButton } from './ManageSettingsButton.tsx';

const summary = {
  id: 'r-1',
  name: 'Level + Sq',
  stepCount: 2,
  operatorCount: 1,
  analysisCount: 1,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
};

describe('recipes dialog', () => {
  it('applies a recipe: the editor switches to the new fork and the Sq of the answer is listed', async () => {
    const after = aHistory({
      forkHash: hash('1'),
      position: 1,
      operationHistory: [{ op: 'level.plane', params: {}, forkHash: hash('1') }],
    });
    const appliedAnswer = {
      fileGuid: 'file-1',
      recipeId: 'r-1',
      forks: [{ step: 0, operator: 'level.plane', forkHash: hash('1') }],
      forkHash: hash('1'),
      analyses: [
        {
          step: 1,
          feature: 'ArealParameters',
          analysis: 'areal-parameters',
          settings: {},
          result: {
            validPoints: 4,
            categories: [{ id: 'height', statistics: [{ id: 'Sq', value: 1.5e-7, kind: 'length' }] }],
          },
        },
      ],
      recipeDetails: { recipeId: 'r-1', name: 'Level + Sq', appliedAt: 'x', forkHash: hash('1'), steps: 2 },
    };
    let appliedOnce = false;
    const http = fakeHttp({
      'GET /api/recipes': { recipes: [summary] },
      'POST /api/recipes/r-1/apply': () => {
        appliedOnce = true;
        return appliedAnswer;
      },
      'GET /api/editor/history': after,
      'GET /api/editor/recipe-details': () => ({
        recipeDetails: appliedOnce
          ? { ...appliedAnswer.recipeDetails, appliedAt: '2026-11-27T06:00:00.000Z' }
          : null,
      }),
    });
    const { spies } = renderInEditor(<RecipesButton />, http);
    fireEvent.click(screen.getByTestId('recipes-button'));
    const entry = await screen.findByTestId('recipe-entry');
    expect(entry.textContent).toContain('Level + Sq');
    expect(entry.textContent).toContain('1 operator, 1 analysis');
    fireEvent.click(within(entry).getByTestId('recipe-apply'));
    const sq = await screen.findByTestId('recipe-result-statistic');
    expect(sq.getAttribute('data-id')).toBe('Sq');
    expect(sq.getAttribute('data-value')).toBe('1.5e-7');
    expect(screen.getByTestId('recipe-result-fork').getAttribute('data-operator')).toBe('level.plane');
    expect(http.calls.find((c) => c.path === '/api/recipes/r-1/apply')?.body).toEqual({
      fileGuid: 'file-1',
      channel: 0,
      forkHash: hash('0'),
    });
    expect(spies.setHistory).toHaveBeenCalledWith(after);
    // The file's recipeDetails are read again and shown.
    expect((await screen.findByTestId('recipe-details')).textContent).toContain('Level + Sq');
  });

  it('shows the catalogue message and the reason when applying is refused', async () => {
    const http = fakeHttp({
      'GET /api/recipes': { recipes: [summary] },
      'POST /api/recipes/r-1/apply': new HttpError(
        400,
        'level-consecutive-operators',
        'level.plane after level.plane',
      ),
      // Refused before any change: the history is the one shown.
      'GET /api/editor/history': aHistory(),
    });
    const { spies } = renderInEditor(<RecipesButton />, http);
    fireEvent.click(screen.getByTestId('recipes-button'));
    fireEvent.click(await screen.findByTestId('recipe-apply'));
    const failure = await screen.findByTestId('recipes-failure');
    expect(failure.textContent).toContain('Level cannot be applied twice in a row.');
    expect(failure.textContent).toContain('level.plane after level.plane');
    expect(spies.setHistory).not.toHaveBeenCalled();
  });

  it('saves a recipe from the current history and reorders its steps in the editor', async () => {
    const history = aHistory({
      forkHash: hash('2'),
      position: 2,
      operationHistory: [
        { op: 'level.plane', params: {}, forkHash: hash('1') },
        { op: 'spatial.median', params: { size: 5 }, forkHash: hash('2') },
      ],
    });
    let lists = 0;
    const http = fakeHttp({
      'GET /api/recipes': () => ({ recipes: lists++ === 0 ? [] : [{ ...summary, name: 'From history' }] }),
      'POST /api/recipes': { ...summary, name: 'From history' },
    });
    renderInEditor(<RecipesButton />, http, { history });
    fireEvent.click(screen.getByTestId('recipes-button'));
    await screen.findByTestId('recipes-empty');
    fireEvent.click(screen.getByTestId('recipe-from-editor'));
    const editor = await screen.findByTestId('recipe-editor');
    expect(within(editor).getByTestId('recipe-from-history')).not.toBeNull();
    const save = within(editor).getByTestId('recipe-editor-save');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(editor).getByTestId('recipe-name'), { target: { value: 'From history' } });
    // Median first, then level.
    fireEvent.click(within(editor).getAllByTestId('recipe-step-up')[1]!);
    expect(
      within(editor)
        .getAllByTestId('recipe-step')
        .map((s) => s.dataset.name),
    ).toEqual(['spatial.median', 'level.plane']);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByTestId('recipe-editor')).toBeNull());
    expect(http.calls.find((c) => c.method === 'POST' && c.path === '/api/recipes')?.body).toEqual({
      format: 'asperity-recipe',
      version: 1,
      name: 'From history',
      steps: [
        { kind: 'operator', operator: 'spatial.median', parameters: { size: 5 } },
        { kind: 'operator', operator: 'level.plane', parameters: {} },
      ],
    });
    expect((await screen.findByTestId('recipe-entry')).textContent).toContain('From history');
  });

  it('opens the upgrade prompt below Advanced', () => {
    const http = fakeHttp({});
    const { spies } = renderInEditor(<RecipesButton />, http, { locked: ['recipes'] });
    fireEvent.click(screen.getByTestId('recipes-button'));
    expect(spies.promptUpgrade).toHaveBeenCalledWith('recipes');
    expect(screen.queryByTestId('recipes-dialog')).toBeNull();
  });
});

describe('manage settings dialog', () => {
  it('saves the panel settings under a name and applies saved ones to the panel', async () => {
    useBearingStore.getState().reset();
    useBearingStore.getState().update({ bins: 42 });
    const entry = {
      id: 's-1',
      feature: 'BearingRatio',
      name: 'Coarse',
      settings: { bins: 7, continuousHistogram: true, curvePoints: 101 },
      createdAt: 'x',
      updatedAt: 'x',
    };
    const http = fakeHttp({
      'GET /api/settings/BearingRatio': { settings: [entry] },
      'POST /api/settings/BearingRatio': { ...entry, id: 's-2', name: 'Fine' },
    });
    renderInEditor(<ManageSettingsButton feature="BearingRatio" />, http);
    fireEvent.click(screen.getByTestId('manage-settings-button'));
    const dialog = await screen.findByTestId('manage-settings-dialog');
    fireEvent.change(within(dialog).getByTestId('settings-name'), { target: { value: 'Fine' } });
    fireEvent.click(within(dialog).getByTestId('settings-save'));
    await waitFor(() =>
      expect(http.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Fine',
        settings: { bins: 42, continuousHistogram: false },
      }),
    );
    fireEvent.click(await within(dialog).findByTestId('settings-apply'));
    expect(useBearingStore.getState().settings).toMatchObject({ bins: 7, continuousHistogram: true });
    expect(within(dialog).getByTestId('settings-applied').textContent).toContain('Coarse');
  });

  it('says why saved settings the panel cannot take are not applied, and keeps the panel as it was', async () => {
    useStepLineStore.getState().reset();
    const entry = {
      id: 's-3',
      feature: 'StepHeightLine',
      name: 'Own offsets',
      settings: { dissimilarMaterials: true, material1: { psi: 1e-9, vsi: 2e-9 } },
      createdAt: 'x',
      updatedAt: 'x',
    };
    renderInEditor(
      <ManageSettingsButton feature="StepHeightLine" />,
      fakeHttp({ 'GET /api/settings/StepHeightLine': { settings: [entry] } }),
    );
    fireEvent.click(screen.getByTestId('manage-settings-button'));
    const dialog = await screen.findByTestId('manage-settings-dialog');
    fireEvent.click(await within(dialog).findByTestId('settings-apply'));
    const failure = await within(dialog).findByTestId('settings-failure');
    expect(failure.textContent).toContain('Some parameters in the recipe are invalid.');
    expect(failure.textContent).toContain('Custom material offsets');
    expect(within(dialog).queryByTestId('settings-applied')).toBeNull();
    expect(useStepLineStore.getState().settings).toMatchObject({
      dissimilarMaterials: false,
      material1: 'Dielectric',
    });
  });

  it('is not offered where the plan lacks the analysis', () => {
    renderInEditor(<ManageSettingsButton feature="BearingRatio" />, fakeHttp({}), {
      locked: ['bearingRatio'],
    });
    expect(screen.queryByTestId('manage-settings-button')).toBeNull();
  });
});
