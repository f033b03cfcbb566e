// What a staff change to an account tells its owner (the 'staff-action' notification), in every
// translated language (en, ja, zh; part 1 §3 per-locale content): one clause per changed field.
import type { AdminAccountPatch, NotificationContent } from '@asperity/contract';
import { kindContent } from '../notifications/kind-texts.ts';

export type PatchField = keyof AdminAccountPatch;
type Value = string | number | boolean | null;

function english(field: PatchField, value: Value): string {
  switch (field) {
    case 'isEnabled':
      return value === true ? 'your account was enabled' : 'your account was disabled';
    case 'isStaff':
      return value === true ? 'you were made staff' : 'your staff privilege was removed';
    case 'isConfirmed':
      return value === true
        ? 'your e-mail address was confirmed'
        : 'your e-mail address confirmation was cleared';
    case 'additionalQuota':
      return `your additional storage is now ${String(value)} bytes`;
    case 'forumRights':
      return `your forum role is now ${String(value)}`;
    case 'overridenSubscriptionLevel':
      return value === null ? 'your plan override was removed' : `your plan was set to tier ${String(value)}`;
  }
}

function japanese(field: PatchField, value: Value): string {
  switch (field) {
    case 'isEnabled':
      return value === true ? 'アカウントが有効になりました' : 'アカウントが無効になりました';
    case 'isStaff':
      return value === true ? 'スタッフになりました' : 'スタッフ権限が外されました';
    case 'isConfirmed':
      return value === true
        ? 'メールアドレスが確認済みになりました'
        : 'メールアドレスの確認が取り消されました';
    case 'additionalQuota':
      return `追加ストレージは ${String(value)} バイトになりました`;
    case 'forumRights':
      return `フォーラムでの役割は ${String(value)} になりました`;
    case 'overridenSubscriptionLevel':
      return value === null
        ? 'プランの上書きが解除されました'
        : `プランがティア ${String(value)} に設定されました`;
  }
}

function chinese(field: PatchField, value: Value): string {
  switch (field) {
    case 'isEnabled':
      return value === true ? '您的账户已启用' : '您的账户已停用';
    case 'isStaff':
      return value === true ? '您已成为工作人员' : '您的工作人员权限已被移除';
    case 'isConfirmed':
      return value === true ? '您的电子邮件地址已确认' : '您的电子邮件地址确认已被清除';
    case 'additionalQuota':
      return `您的额外存储空间现为 ${String(value)} 字节`;
    case 'forumRights':
      return `您的论坛角色现为 ${String(value)}`;
    case 'overridenSubscriptionLevel':
      return value === null ? '您的套餐覆盖已移除' : `您的套餐已设为等级 ${String(value)}`;
  }
}

/** The English sentence (kept as the notification's `summary` data). */
export function staffActionSummary(changes: readonly (readonly [PatchField, Value])[]): string {
  return `${changes.map(([f, v]) => english(f, v)).join('; ')}.`;
}

/** The notification's content: the kind's translated title, then the changes in the same language. */
export function staffActionContent(changes: readonly (readonly [PatchField, Value])[]): NotificationContent {
  const titles = kindContent('staff-action', {});
  return {
    en: [titles.en?.[0] ?? '', staffActionSummary(changes)],
    ja: [titles.ja?.[0] ?? '', `${changes.map(([f, v]) => japanese(f, v)).join('。')}。`],
    zh: [titles.zh?.[0] ?? '', `${changes.map(([f, v]) => chinese(f, v)).join('；')}。`],
  };
}
