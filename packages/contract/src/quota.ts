// Storage quota (spec part 1 §3 "Quota", §4, §7: "The quota answer carries maxQuota, usedQuota and
// moreRequested"). The paths are not shown in the spec; they are designed here (docs/api.md).
import { z } from 'zod';
import { trialEndsAtSchema } from './plans.ts';

export const QUOTA_PATHS = {
  quota: '/api/user/quota',
  requestMore: '/api/user/quota/request-more',
} as const;

export const quotaSchema = z
  .object({
    maxQuota: z.number().describe('Bytes the account may store: its plan plus additional quota'),
    usedQuota: z
      .number()
      .describe('Bytes stored: original plus parsed container of every file, copies included'),
    moreRequested: z.boolean().describe('The user has asked for more storage'),
    trialEndsAt: trialEndsAtSchema,
  })
  .meta({ id: 'Quota' });
export type Quota = z.infer<typeof quotaSchema>;
