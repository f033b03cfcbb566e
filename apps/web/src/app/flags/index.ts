export { FeatureFlagsContext } from './FeatureFlagsContext.ts';
export { useFeatureFlags } from './useFeatureFlags.ts';
