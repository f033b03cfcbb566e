import type { PlanId } from '@asperity/contract';
import type { InfoMessageId } from './i18n/en.ts';

export const planNameIds: Readonly<Record<PlanId, InfoMessageId>> = {
  free: 'info.plan.free',
  basic: 'info.plan.basic',
  advanced: 'info.plan.advanced',
};

export const planTaglineIds: Readonly<Record<PlanId, InfoMessageId>> = {
  free: 'info.plans.card.free.tagline',
  basic: 'info.plans.card.basic.tagline',
  advanced: 'info.plans.card.advanced.tagline',
};
