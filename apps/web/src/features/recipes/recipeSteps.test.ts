import { parseRecipeFile } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { aHistory, hash } from '../editor/operators/testing.tsx';
import { parameterFields } from '../editor/operators/parameterFields.ts';
import { validateForm } from '../editor/operators/parameterForm.ts';
import {
  analysisStep,
  draftFromEditor,
  moveStep,
  operatorStep,
  recipeFileOf,
  removeStep,
  replaceStep,
} from './recipeSteps.ts';
import { valuesOfParams } from './stepForm.ts';
import { statisticsOf } from './AppliedResults.tsx';

describe('recipe drafts', () => {
  it('builds a draft from the history up to the current position and the active analyses', () => {
    const history = aHistory({
      forkHash: hash('2'),
      position: 2,
      operationHistory: [
        { op: 'level.plane', params: {}, forkHash: hash('1') },
        { op: 'spatial.median', params: { size: 5 }, forkHash: hash('2') },
        { op: 'crop', params: { left: 0.1, top: 0, right: 1, bottom: 1 }, forkHash: hash('3') },
      ],
    });
    const draft = draftFromEditor(history, [
      { feature: 'ArealParameters', settings: { spatialThreshold: 0.3 } },
    ]);
    expect(draft.forkHash).toBe(hash('2'));
    expect(draft.steps).toEqual([
      { kind: 'operator', operator: 'level.plane', parameters: {} },
      { kind: 'operator', operator: 'spatial.median', parameters: { size: 5 } },
      { kind: 'analysis', feature: 'ArealParameters', settings: { spatialThreshold: 0.3 } },
    ]);
    // What the editor saves is a valid recipe file (after a name is given).
    const parsed = parseRecipeFile(recipeFileOf({ ...draft, name: '  Mine ' }));
    expect(parsed.ok && parsed.value.name).toBe('Mine');
    expect(parsed.ok && parsed.value.steps).toHaveLength(3);
  });

  it('moves, removes and replaces steps without touching the others', () => {
    const steps = [operatorStep('level.plane'), operatorStep('spatial.mean'), analysisStep('BearingRatio')];
    expect(moveStep(steps, 2, -1).map((s) => s.kind)).toEqual(['operator', 'analysis', 'operator']);
    expect(moveStep(steps, 0, -1)).toEqual(steps);
    expect(moveStep(steps, 2, 1)).toEqual(steps);
    expect(removeStep(steps, 1)).toEqual([steps[0], steps[2]]);
    const changed = replaceStep(steps, 1, {
      kind: 'operator',
      operator: 'spatial.mean',
      parameters: { size: 7 },
    });
    expect(changed[1]).toEqual({ kind: 'operator', operator: 'spatial.mean', parameters: { size: 7 } });
    expect(changed[0]).toBe(steps[0]);
  });

  it('starts new steps with the contract defaults', () => {
    expect(operatorStep('spatial.gaussian')).toEqual({
      kind: 'operator',
      operator: 'spatial.gaussian',
      parameters: { size: 3 },
    });
    expect(analysisStep('BearingRatio')).toEqual({
      kind: 'analysis',
      feature: 'BearingRatio',
      settings: { bins: 20, continuousHistogram: false, curvePoints: 101 },
    });
    // Volume needs its polygon: no defaults, the editor asks for them.
    expect(analysisStep('Volume')).toEqual({ kind: 'analysis', feature: 'Volume', settings: {} });
  });
});

describe('step parameters in the operator form', () => {
  it('shows stored parameters and reads them back unchanged', () => {
    const fields = parameterFields('form.polynomial');
    const params = { degree: 4, ignoreOutliers: true, outlierThreshold: 2.5, outlierIterations: 3 };
    const values = valuesOfParams(fields, params, 'en');
    expect(values.degree).toBe('4');
    expect(values.ignoreOutliers).toBe(true);
    expect(validateForm('form.polynomial', fields, values, 'en').params).toEqual(params);
  });

  it('keeps lengths in the form unit and the locale', () => {
    const fields = parameterFields('filter.gaussian');
    const values = valuesOfParams(fields, { cutoff: 2.5e-4, type: 'waviness' }, 'de');
    expect(values.type).toBe('waviness');
    expect(validateForm('filter.gaussian', fields, values, 'de').params).toEqual({
      cutoff: 2.5e-4,
      type: 'waviness',
    });
  });
});

describe('applied results', () => {
  it('reads the statistics of a parameter table and nothing else', () => {
    const result = {
      validPoints: 10,
      categories: [
        { id: 'height', statistics: [{ id: 'Sq', value: 1e-7, kind: 'length' }, { id: 'bad' }] },
        { id: 'all', statistics: [{ id: 'Sq', value: 1e-7, kind: 'length' }] },
      ],
    };
    expect(statisticsOf(result)).toEqual([{ id: 'Sq', value: 1e-7, kind: 'length' }]);
    expect(statisticsOf({ curve: [] })).toBeUndefined();
    expect(statisticsOf(null)).toBeUndefined();
  });
});
