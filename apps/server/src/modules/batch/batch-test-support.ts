// What the batch tests share: the recipe of issue 19's acceptance (a plane level, then the areal parameters).
export const levelAndArealRecipe = {
  format: 'asperity-recipe',
  version: 1,
  name: 'Level and areal',
  steps: [
    { kind: 'operator', operator: 'level.plane', parameters: {} },
    { kind: 'analysis', feature: 'ArealParameters', settings: {} },
  ],
};
