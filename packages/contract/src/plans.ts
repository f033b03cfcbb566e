// Plans, tiers and storage quotas (spec part 1 §1, §6, §9; part 2 §6; part 3 §6, §9).
// Tiers are ordered 0 Free < 1 Basic < 2 Advanced. All accounts have a trial as Advanced. With the
// subscriptions feature flag off, every account is treated as Advanced.
import { z } from 'zod';
import { BYTES_PER_GB, BYTES_PER_MB } from './constants.ts';

export const planIds = ['free', 'basic', 'advanced'] as const;
export type PlanId = (typeof planIds)[number];

export const PLAN_TIER = { free: 0, basic: 1, advanced: 2 } as const satisfies Record<PlanId, number>;
export type PlanTier = (typeof PLAN_TIER)[PlanId];
export const planTiers: readonly PlanTier[] = [0, 1, 2];

export const planTierSchema = z
  .union([z.literal(0), z.literal(1), z.literal(2)])
  .describe('0 Free, 1 Basic, 2 Advanced');

/** Plans that can be bought; the checkout route accepts only these (part 1 §2). */
export const paidPlanIds = ['basic', 'advanced'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof paidPlanIds)[number];

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];
export const PLAN_CURRENCY = 'USD';
/** The billing history covers up to one year. */
export const BILLING_HISTORY_MAX_DAYS = 365;

export interface Plan {
  readonly id: PlanId;
  readonly tier: PlanTier;
  /** English display name; also the `{plan}` of "Upgrade to {plan} to use this feature". */
  readonly name: string;
  /** Included storage in bytes (MB and GB are decimal: constants.ts BYTES_PER_MB). */
  readonly storageBytes: number;
  /** Price in USD as the spec lists it (part 1 §9). */
  readonly price: number;
  /**
   * The spec's "stock price", in USD. It does not say what distinguishes it from `price` (the
   * free plan's is "not shown"); it is carried as given and not used to derive other prices.
   */
  readonly stockPrice: number | null;
}

export const plans: Readonly<Record<PlanId, Plan>> = {
  free: { id: 'free', tier: 0, name: 'Free', storageBytes: 100 * BYTES_PER_MB, price: 0, stockPrice: null },
  basic: { id: 'basic', tier: 1, name: 'Basic', storageBytes: 1 * BYTES_PER_GB, price: 29, stockPrice: 24 },
  advanced: {
    id: 'advanced',
    tier: 2,
    name: 'Advanced',
    storageBytes: 10 * BYTES_PER_GB,
    price: 49,
    stockPrice: 39,
  },
};

/** The trial every account starts with gives the Advanced tier. Its length is not in the spec. */
export const TRIAL_PLAN_ID: PlanId = 'advanced';
export const TRIAL_TIER: PlanTier = PLAN_TIER.advanced;
/**
 * Length of the trial when the server's TRIAL_DAYS is not set, counted from the account's creation
 * (designed here, docs/api.md "Trial": the usual month of SaaS trials).
 */
export const DEFAULT_TRIAL_DAYS = 30;

/** The field that tells a client the account is Advanced by its trial (profile and quota answers). */
export const trialEndsAtSchema = z
  .string()
  .nullable()
  .describe(
    'ISO-8601 end of the Advanced trial while it is what makes the account Advanced; null when no ' +
      'trial runs, when the account’s own or override plan is already Advanced, or when subscriptions are off',
  );

/**
 * Whether a trial ending at `trialEndsAt` (ISO-8601) still runs at `now` (ms since the epoch). No
 * end, or one that does not parse, is no trial: a broken row never grants more.
 */
export function trialRunning(trialEndsAt: string | null | undefined, now: number): boolean {
  if (typeof trialEndsAt !== 'string') return false;
  const end = Date.parse(trialEndsAt);
  return Number.isFinite(end) && now < end;
}

export function isPlanTier(value: unknown): value is PlanTier {
  return value === 0 || value === 1 || value === 2;
}

export function planOfTier(tier: PlanTier): Plan {
  return plans[planIds[tier]];
}

/** Display name of a tier: "Free", "Basic" or "Advanced". */
export function planName(tier: PlanTier): string {
  return planOfTier(tier).name;
}

/**
 * The tier that decides what an account may use: the higher of the account's own tier
 * (subscriptionLevel) and the staff override (overridenSubscriptionLevel). Missing or out-of-range
 * values count as Free so a broken row never grants more. With subscriptions off → Advanced; an
 * active trial → Advanced.
 */
export function effectiveTier(
  accountTier: number | null | undefined,
  overrideTier: number | null | undefined,
  options: { subscriptions: boolean; trialActive?: boolean },
): PlanTier {
  if (!options.subscriptions || options.trialActive) return PLAN_TIER.advanced;
  const own = isPlanTier(accountTier) ? accountTier : PLAN_TIER.free;
  const override = isPlanTier(overrideTier) ? overrideTier : PLAN_TIER.free;
  return own >= override ? own : override;
}

/**
 * Storage quota in bytes: the tier's storage plus the account's additional quota (bytes, granted
 * by staff on request). Negative or non-finite additional quota is ignored rather than trusted.
 */
export function quotaBytes(tier: PlanTier, additionalQuota: number | null | undefined = 0): number {
  const extra =
    typeof additionalQuota === 'number' && Number.isFinite(additionalQuota) && additionalQuota > 0;
  return planOfTier(tier).storageBytes + (extra ? additionalQuota : 0);
}
