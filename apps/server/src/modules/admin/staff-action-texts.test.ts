import { describe, expect, it } from 'vitest';
import { staffActionContent, staffActionSummary } from './staff-action-texts.ts';

describe('staff action texts', () => {
  it('tells each change in English, Japanese and Chinese under the translated title', () => {
    const changes = [
      ['additionalQuota', 5_000_000],
      ['overridenSubscriptionLevel', 1],
    ] as const;
    expect(staffActionSummary(changes)).toBe(
      'your additional storage is now 5000000 bytes; your plan was set to tier 1.',
    );
    expect(staffActionContent(changes)).toEqual({
      en: [
        'Your account was changed by staff',
        'your additional storage is now 5000000 bytes; your plan was set to tier 1.',
      ],
      ja: [
        'スタッフがアカウントを変更しました',
        '追加ストレージは 5000000 バイトになりました。プランがティア 1 に設定されました。',
      ],
      zh: ['工作人员更改了您的账户', '您的额外存储空间现为 5000000 字节；您的套餐已设为等级 1。'],
    });
  });

  it('says the right thing for removals and clearings', () => {
    const content = staffActionContent([
      ['isStaff', false],
      ['overridenSubscriptionLevel', null],
    ]);
    expect(content.ja?.[1]).toBe('スタッフ権限が外されました。プランの上書きが解除されました。');
    expect(content.en?.[1]).toBe('your staff privilege was removed; your plan override was removed.');
  });
});
