import {
  FEATURE_FLAGS_PATH,
  featureFlagDefaults,
  featureFlagsSchema,
  type FeatureFlags,
} from '@asperity/contract';

/**
 * The installation's flags as the server publishes them (GET /api/config/flags), read once before the
 * app builds its routes. When the server cannot be asked (offline, an older server) the contract
 * defaults apply: the server still refuses what is off, so a default shown too much is never a hole.
 */
export async function loadFeatureFlags(fetchImpl: typeof fetch = fetch): Promise<FeatureFlags> {
  try {
    const res = await fetchImpl(FEATURE_FLAGS_PATH, { credentials: 'same-origin' });
    if (!res.ok) return featureFlagDefaults;
    const parsed = featureFlagsSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : featureFlagDefaults;
  } catch {
    return featureFlagDefaults;
  }
}
