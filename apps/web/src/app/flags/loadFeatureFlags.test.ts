import { featureFlagDefaults, withFeatureFlagOverrides } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { loadFeatureFlags } from './loadFeatureFlags.ts';

const answering =
  (status: number, body: unknown): typeof fetch =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadFeatureFlags', () => {
  it("takes the server's flag set", async () => {
    const served = withFeatureFlagOverrides({ subtract: true, stitching: false });
    expect(await loadFeatureFlags(answering(200, served))).toEqual(served);
  });

  it('falls back to the contract defaults when the server fails or answers something else', async () => {
    expect(await loadFeatureFlags(answering(503, { errorCode: 'service-unavailable' }))).toBe(
      featureFlagDefaults,
    );
    expect(await loadFeatureFlags(answering(200, { subtract: 'yes' }))).toBe(featureFlagDefaults);
    const offline = (() => Promise.reject(new TypeError('network'))) as typeof fetch;
    expect(await loadFeatureFlags(offline)).toBe(featureFlagDefaults);
  });
});
