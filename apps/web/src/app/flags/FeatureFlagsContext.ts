import { featureFlagDefaults, type FeatureFlags } from '@asperity/contract';
import { createContext } from 'react';

/**
 * The installation's feature flags (spec part 1 §9). Until the server publishes its set, the
 * contract defaults apply (subscriptions off).
 */
export const FeatureFlagsContext = createContext<FeatureFlags>(featureFlagDefaults);
