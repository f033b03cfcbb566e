export { RecipesButton } from './RecipesButton.tsx';
export { ManageSettingsButton } from './ManageSettingsButton.tsx';
export { recipesApi, recipeQueryKeys } from './recipesApi.ts';
