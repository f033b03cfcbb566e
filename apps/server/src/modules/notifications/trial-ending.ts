// The trial-ending notices (spec part 1 §6: "Admins receive a notice when a user's free trial is
// ending; users get the user-form of the trial-ending notice"). Designed: "ending" means within
// TRIAL_ENDING_NOTICE_DAYS days; each trial end is announced once (trial_ending_notices), to the
// user and to every admin. Only where the trial matters (subscriptions on, the account not already
// Advanced by its own or override tier: AccountsService.trialEndsAtOf).
import type { Kysely } from 'kysely';
import type { DatabaseSchema, UserRow } from '../../infra/db/schema.ts';
import type { NotificationsService } from './service.ts';

export const TRIAL_ENDING_NOTICE_DAYS = 3;

export interface TrialEndingOptions {
  /** The end of the trial that makes the account Advanced, else null (AccountsService.trialEndsAtOf). */
  readonly trialEndsAtOf: (user: UserRow) => string | null;
  readonly now?: () => Date;
}

export class TrialEndingNotifier {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly notifications: NotificationsService,
    private readonly options: TrialEndingOptions,
  ) {}

  /** Announces every trial ending soon that was not announced yet; answers how many. */
  async run(): Promise<number> {
    const now = this.options.now?.() ?? new Date();
    const horizon = new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * 86_400_000);
    const candidates = await this.db
      .selectFrom('users')
      .leftJoin('trial_ending_notices', 'trial_ending_notices.user_id', 'users.id')
      .selectAll('users')
      .select('trial_ending_notices.trial_ends_at as announced')
      .where('users.is_enabled', '=', 1)
      .where('users.trial_ends_at', '>', now.toISOString())
      .where('users.trial_ends_at', '<=', horizon.toISOString())
      .execute();
    const admins = await this.db
      .selectFrom('users')
      .select('id')
      .where('is_admin', '=', 1)
      .where('is_enabled', '=', 1)
      .execute();
    let sent = 0;
    for (const { announced, ...user } of candidates) {
      const endsAt = this.options.trialEndsAtOf(user);
      if (endsAt === null || announced === endsAt) continue;
      await this.db
        .insertInto('trial_ending_notices')
        .values({ user_id: user.id, trial_ends_at: endsAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ trial_ends_at: endsAt }))
        .execute();
      await this.notifications.notify(user.id, 'trial-ending', { trialEndsAt: endsAt, url: '/plans' });
      for (const admin of admins)
        await this.notifications.notify(admin.id, 'trial-ending-admin', {
          uid: user.id,
          email: user.email,
          trialEndsAt: endsAt,
          url: '/admin/accounts',
        });
      sent++;
    }
    return sent;
  }
}
