export { FeatureFlagsContext } from './FeatureFlagsContext.ts';
export { loadFeatureFlags } from './loadFeatureFlags.ts';
export { useFeatureFlags } from './useFeatureFlags.ts';
