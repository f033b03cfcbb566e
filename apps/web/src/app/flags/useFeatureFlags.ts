import type { FeatureFlags } from '@asperity/contract';
import { useContext } from 'react';
import { FeatureFlagsContext } from './FeatureFlagsContext.ts';

export function useFeatureFlags(): FeatureFlags {
  return useContext(FeatureFlagsContext);
}
