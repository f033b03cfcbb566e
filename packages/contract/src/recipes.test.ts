import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  RECIPE_LIMITS,
  parseRecipeFile,
  parseSavedSettingsFile,
  recipeDownloadName,
  recipeFileSchema,
} from './recipes.ts';
import { errorCodes } from './errors.ts';
import { errorMessages } from './error-messages.ts';

const base = { format: 'asperity-recipe', version: 1, name: 'Level + Sq' } as const;

describe('recipe file format', () => {
  it('accepts operators and analyses and fills their defaults', () => {
    const result = parseRecipeFile({
      ...base,
      steps: [
        { kind: 'operator', operator: 'level.plane', parameters: {} },
        { kind: 'operator', operator: 'form.polynomial', parameters: { degree: 3 } },
        { kind: 'analysis', feature: 'ArealParameters', settings: {} },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.steps[1]).toEqual({
      kind: 'operator',
      operator: 'form.polynomial',
      parameters: { degree: 3, ignoreOutliers: false, outlierThreshold: 3, outlierIterations: 2 },
    });
    expect(result.value.steps[2]).toMatchObject({
      kind: 'analysis',
      feature: 'ArealParameters',
      settings: { areaOfInterest: 'entire', spatialThreshold: 0.2, level: 'none' },
    });
  });

  it('fills missing parameters with {} defaults', () => {
    const result = parseRecipeFile({ ...base, steps: [{ kind: 'operator', operator: 'spatial.mean' }] });
    expect(result).toMatchObject({ ok: true, value: { steps: [{ parameters: { size: 3 } }] } });
  });

  it.each([
    [{ ...base, version: 2, steps: [] }, 'recipe-unsupported-version', 'version 2'],
    [{ ...base, version: 0, steps: [] }, 'recipe-invalid-file', 'version'],
    [{ ...base, format: 'other', steps: [] }, 'recipe-invalid-file', 'format'],
    ['text', 'recipe-invalid-file', 'JSON object'],
    [{ ...base, name: '   ', steps: [] }, 'recipe-name-invalid', 'name'],
    [{ ...base, name: 'x'.repeat(101), steps: [] }, 'recipe-name-invalid', 'name'],
    [{ ...base, steps: {} }, 'recipe-invalid-file', 'steps'],
    [
      { ...base, steps: [{ kind: 'operator', operator: 'level.magic' }] },
      'recipe-unknown-operator',
      'steps.0.operator: level.magic',
    ],
    [
      { ...base, steps: [{ kind: 'analysis', feature: 'Roughness' }] },
      'recipe-unknown-feature',
      'steps.0.feature',
    ],
    [{ ...base, steps: [{ kind: 'other' }] }, 'recipe-invalid-file', 'steps.0.kind'],
    [
      { ...base, steps: [{ kind: 'operator', operator: 'form.polynomial', parameters: { degree: 12 } }] },
      'recipe-invalid-parameters',
      'steps.0.parameters.degree',
    ],
    [
      { ...base, steps: [{ kind: 'analysis', feature: 'Volume', settings: {} }] },
      'recipe-invalid-parameters',
      'steps.0.settings.xs',
    ],
    [
      { ...base, steps: [{ kind: 'operator', operator: 'level.plane', parameters: {}, extra: 1 }] },
      'recipe-invalid-file',
      'steps.0',
    ],
    [{ ...base, steps: [], extra: true }, 'recipe-invalid-file', 'extra'],
  ])('refuses %j with %s', (raw, code, reason) => {
    const result = parseRecipeFile(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errorCode).toBe(code);
    expect(result.reason).toContain(reason);
  });

  it('refuses more than the maximum number of steps', () => {
    const step = { kind: 'operator', operator: 'level.plane', parameters: {} };
    const ok = parseRecipeFile({
      ...base,
      steps: Array.from({ length: RECIPE_LIMITS.maxSteps }, () => step),
    });
    expect(ok.ok).toBe(true);
    const tooMany = parseRecipeFile({
      ...base,
      steps: Array.from({ length: RECIPE_LIMITS.maxSteps + 1 }, () => step),
    });
    expect(tooMany).toMatchObject({ ok: false, errorCode: 'recipe-too-many-steps' });
  });

  it('round-trips: a parsed file parses again to the same value', () => {
    const first = parseRecipeFile({
      ...base,
      steps: [
        { kind: 'analysis', feature: 'StepHeightLine' },
        { kind: 'operator', operator: 'crop', parameters: { left: 0.1 } },
      ],
    });
    if (!first.ok) throw new Error(first.reason);
    const second = parseRecipeFile(JSON.parse(JSON.stringify(first.value)));
    expect(second).toEqual(first);
  });

  it('has a JSON schema for the OpenAPI document', () => {
    const schema = z.toJSONSchema(recipeFileSchema, { io: 'input', unrepresentable: 'any' }) as {
      $defs: Record<string, { properties?: Record<string, unknown>; oneOf?: unknown[] }>;
    };
    expect(Object.keys(schema.$defs.RecipeFile?.properties ?? {})).toEqual([
      'format',
      'version',
      'name',
      'description',
      'steps',
    ]);
    expect(schema.$defs.RecipeStep?.oneOf).toHaveLength(2);
  });

  it('has a message for every recipe code', () => {
    for (const code of errorCodes.filter((c) => c.startsWith('recipe-')))
      expect(errorMessages.en[`error.${code}`]).toBeTruthy();
  });
});

describe('saved settings file format', () => {
  const file = { format: 'asperity-settings', version: 1, feature: 'BearingRatio', name: 'fine' };
  it('validates the settings against the feature kind', () => {
    expect(parseSavedSettingsFile({ ...file, settings: { bins: 50 } })).toMatchObject({
      ok: true,
      value: {
        feature: 'BearingRatio',
        settings: { bins: 50, continuousHistogram: false, curvePoints: 101 },
      },
    });
    expect(parseSavedSettingsFile({ ...file, settings: { bins: 0 } })).toMatchObject({
      ok: false,
      errorCode: 'recipe-invalid-parameters',
    });
  });
  it('refuses a file of another kind where one kind is expected', () => {
    expect(parseSavedSettingsFile({ ...file, settings: {} }, 'Volume')).toMatchObject({
      ok: false,
      errorCode: 'recipe-unknown-feature',
    });
    expect(parseSavedSettingsFile({ ...file, feature: 'Nope', settings: {} })).toMatchObject({
      ok: false,
      errorCode: 'recipe-unknown-feature',
    });
    expect(parseSavedSettingsFile({ ...file, version: 9, settings: {} })).toMatchObject({
      ok: false,
      errorCode: 'recipe-unsupported-version',
    });
  });
  it('makes safe download names', () => {
    expect(recipeDownloadName('a/b:c', '.recipe.json')).toBe('a_b_c.recipe.json');
    expect(recipeDownloadName('  ', '.recipe.json')).toBe('recipe.recipe.json');
  });
});
