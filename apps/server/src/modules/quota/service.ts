// Storage quota of an account (spec part 1 §3 Quota, §6 "a user may request more quota").
import type { Quota } from '@asperity/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../infra/db/schema.ts';
import type { FilesRepo } from '../files/repo.ts';
import type { QuotaRepo } from './repo.ts';

export interface QuotaServiceOptions {
  /** Total storage of an account, bytes (plan + additional quota). */
  readonly quotaOf: (user: UserRow) => number;
  /** End of the trial that makes the account Advanced, or null (AccountsService.trialEndsAtOf). */
  readonly trialEndsAtOf: (user: UserRow) => string | null;
  readonly log: FastifyBaseLogger;
  readonly now?: () => Date;
}

export class QuotaService {
  constructor(
    private readonly repo: QuotaRepo,
    private readonly files: FilesRepo,
    private readonly options: QuotaServiceOptions,
  ) {}

  async quota(user: UserRow): Promise<Quota> {
    return {
      maxQuota: this.options.quotaOf(user),
      usedQuota: await this.files.usedBytes(user.id),
      moreRequested: await this.repo.moreRequested(user.id),
      trialEndsAt: this.options.trialEndsAtOf(user),
    };
  }

  async requestMore(user: UserRow): Promise<Quota> {
    await this.repo.requestMore(user.id, (this.options.now?.() ?? new Date()).toISOString());
    // Staff are notified and list open requests in the console (modules/admin/register.ts).
    this.options.log.info({ userId: user.id }, 'more quota requested');
    return this.quota(user);
  }
}
