import { describe, expect, it } from 'vitest';
import { adminAccountPatchSchema, exportStatisticsQuerySchema } from './admin.ts';
import { adminNoticeSchema, needsNotificationSettings, socketMessageSchema } from './notifications.ts';

describe('admin notice', () => {
  it('defaults the priority, trims a valid url and refuses an invalid one or missing content', () => {
    const notice = adminNoticeSchema.parse({
      target: 'everybody',
      languages: ['en', 'ja'],
      url: ' https://example.org/a ',
      content: { en: ['Title'], ja: ['題'] },
    });
    expect(notice.priority).toBe('normal');
    expect(notice.url).toBe('https://example.org/a');
    const badUrl = adminNoticeSchema.safeParse({
      target: 'users',
      languages: ['en'],
      url: 'ftp://x',
      content: { en: ['t'] },
    });
    expect(badUrl.success ? [] : badUrl.error.issues.map((i) => i.message)).toEqual(['invalid-url']);
    expect(
      adminNoticeSchema.safeParse({ target: 'users', languages: ['de'], content: { en: ['t'] } }).success,
    ).toBe(false);
    expect(
      adminNoticeSchema.safeParse({ target: 'all', languages: ['en'], content: { en: ['t'] } }).success,
    ).toBe(false);
  });
});

describe('admin account patch', () => {
  it('takes any of the six fields and refuses an empty body', () => {
    expect(adminAccountPatchSchema.parse({ overridenSubscriptionLevel: null })).toEqual({
      overridenSubscriptionLevel: null,
    });
    expect(adminAccountPatchSchema.safeParse({}).success).toBe(false);
    expect(adminAccountPatchSchema.safeParse({ additionalQuota: -1 }).success).toBe(false);
    expect(adminAccountPatchSchema.safeParse({ forumRights: 'owner' }).success).toBe(false);
  });
});

describe('statistics export dates', () => {
  it('needs two real dates, from not after to', () => {
    expect(exportStatisticsQuerySchema.safeParse({ from: '2024-02-29', to: '2024-03-01' }).success).toBe(
      true,
    );
    for (const range of [
      { from: '2023-02-29', to: '2023-03-01' },
      { from: '2024-03-02', to: '2024-03-01' },
    ]) {
      const result = exportStatisticsQuerySchema.safeParse(range);
      expect(result.success ? [] : result.error.issues.map((i) => i.message)).toContain('invalid-date');
    }
  });
});

describe('notification settings redirect', () => {
  it('applies to staff and admins who have not saved their settings', () => {
    expect(needsNotificationSettings({ isStaff: true, isAdmin: false, hasSavedNotifications: false })).toBe(
      true,
    );
    expect(needsNotificationSettings({ isStaff: false, isAdmin: true, hasSavedNotifications: true })).toBe(
      false,
    );
    expect(needsNotificationSettings({ isStaff: false, isAdmin: false, hasSavedNotifications: false })).toBe(
      false,
    );
  });
});

describe('socket messages', () => {
  it('parses each action and refuses an unknown one', () => {
    expect(socketMessageSchema.parse({ type: 'sign-out', reason: 'account-disabled' })).toEqual({
      type: 'sign-out',
      reason: 'account-disabled',
    });
    expect(socketMessageSchema.safeParse({ type: 'reload' }).success).toBe(false);
  });
});
