// The content of the server-made notifications, from the kind and its data, in every language the
// app is translated into (part 1 §3: per-locale content lists, the first entry the title; the spec
// says Japanese is really translated and Chinese partly, so de and ko readers see English). The web
// app shows the reader's language, else English. Staff notices bring their content in every language
// they were written in.
import type { NotificationContent, NotificationData, NotificationKind } from '@asperity/contract';

const text = (value: NotificationData[string] | undefined, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback;

export function englishContent(kind: NotificationKind, data: NotificationData): string[] {
  switch (kind) {
    case 'staff-action':
      return [
        'Your account was changed by staff',
        text(data.summary, 'An administrator changed your account.'),
      ];
    case 'quota-requested':
      return ['More storage requested', `${text(data.email, 'A user')} asked for more storage.`];
    case 'quota-answered':
      return data.granted === true
        ? ['More storage granted', `Your storage is now ${text(data.maxQuotaText, 'larger')}.`]
        : ['Storage request declined', 'Your request for more storage was declined.'];
    case 'notice':
      return ['Notice'];
    case 'trial-ending':
      return [
        'Your trial ends soon',
        `Your Advanced trial ends on ${text(data.trialEndsAt, 'a date soon')}.`,
      ];
    case 'trial-ending-admin':
      return [
        'A trial ends soon',
        `The Advanced trial of ${text(data.email, 'an account')} ends on ${text(data.trialEndsAt, 'a date soon')}.`,
      ];
    case 'comment':
      return ['New comment', `${text(data.by, 'Somebody')} commented on ${text(data.title, 'your image')}.`];
    case 'like':
      return ['New like', `${text(data.by, 'Somebody')} liked ${text(data.title, 'your image')}.`];
    case 'saved-copy':
      return [
        'Copy saved',
        `${text(data.by, 'Somebody')} saved a copy of ${text(data.title, 'your image')}.`,
      ];
    case 'staff-pick':
      return ['Staff pick', `${text(data.title, 'Your image')} was picked by staff.`];
    case 'batch-finished':
      return ['Batch analysis finished', `${text(data.name, 'Your batch run')} has finished.`];
  }
}

export function japaneseContent(kind: NotificationKind, data: NotificationData): string[] {
  switch (kind) {
    case 'staff-action':
      // The summary is written by the console in English; the title says what happened.
      return ['スタッフがアカウントを変更しました', text(data.summary, '管理者がアカウントを変更しました。')];
    case 'quota-requested':
      return ['ストレージ追加の申請', `${text(data.email, 'ユーザー')}がストレージの追加を申請しました。`];
    case 'quota-answered':
      return data.granted === true
        ? [
            'ストレージの追加が承認されました',
            `ストレージは${text(data.maxQuotaText, 'より大きく')}になりました。`,
          ]
        : ['ストレージの申請は却下されました', 'ストレージ追加の申請は却下されました。'];
    case 'notice':
      return ['お知らせ'];
    case 'trial-ending':
      return [
        '試用期間がまもなく終了します',
        `Advanced の試用期間は ${text(data.trialEndsAt, 'まもなく')} に終了します。`,
      ];
    case 'trial-ending-admin':
      return [
        '試用期間がまもなく終了します',
        `${text(data.email, 'アカウント')} の Advanced 試用期間は ${text(data.trialEndsAt, 'まもなく')} に終了します。`,
      ];
    case 'comment':
      return [
        '新しいコメント',
        `${text(data.by, 'だれか')}さんが${text(data.title, 'あなたの画像')}にコメントしました。`,
      ];
    case 'like':
      return [
        '新しい「いいね」',
        `${text(data.by, 'だれか')}さんが${text(data.title, 'あなたの画像')}に「いいね」しました。`,
      ];
    case 'saved-copy':
      return [
        'コピーが保存されました',
        `${text(data.by, 'だれか')}さんが${text(data.title, 'あなたの画像')}のコピーを保存しました。`,
      ];
    case 'staff-pick':
      return [
        'スタッフのおすすめ',
        `${text(data.title, 'あなたの画像')}がスタッフのおすすめに選ばれました。`,
      ];
    case 'batch-finished':
      return ['バッチ解析が完了しました', `${text(data.name, 'バッチ解析')}が完了しました。`];
  }
}

export function chineseContent(kind: NotificationKind, data: NotificationData): string[] {
  switch (kind) {
    case 'staff-action':
      return ['工作人员更改了您的账户', text(data.summary, '管理员更改了您的账户。')];
    case 'quota-requested':
      return ['申请更多存储空间', `${text(data.email, '一位用户')}申请了更多存储空间。`];
    case 'quota-answered':
      return data.granted === true
        ? ['已批准更多存储空间', `您的存储空间现为 ${text(data.maxQuotaText, '更大')}。`]
        : ['存储申请被拒绝', '您申请更多存储空间的请求被拒绝了。'];
    case 'notice':
      return ['通知'];
    case 'trial-ending':
      return ['您的试用即将结束', `您的 Advanced 试用将于 ${text(data.trialEndsAt, '近日')} 结束。`];
    case 'trial-ending-admin':
      return [
        '一项试用即将结束',
        `${text(data.email, '一个账户')} 的 Advanced 试用将于 ${text(data.trialEndsAt, '近日')} 结束。`,
      ];
    case 'comment':
      return ['新评论', `${text(data.by, '有人')}评论了${text(data.title, '您的图像')}。`];
    case 'like':
      return ['新的点赞', `${text(data.by, '有人')}赞了${text(data.title, '您的图像')}。`];
    case 'saved-copy':
      return ['副本已保存', `${text(data.by, '有人')}保存了${text(data.title, '您的图像')}的副本。`];
    case 'staff-pick':
      return ['工作人员推荐', `${text(data.title, '您的图像')}被工作人员选为推荐。`];
    case 'batch-finished':
      return ['批量分析已完成', `${text(data.name, '您的批量分析')}已完成。`];
  }
}

/** The content of a server-made notification in every translated language (en, ja, zh). */
export function kindContent(kind: NotificationKind, data: NotificationData): NotificationContent {
  return {
    en: englishContent(kind, data),
    ja: japaneseContent(kind, data),
    zh: chineseContent(kind, data),
  };
}

/** `content` with `line` added under every language's lines (e.g. the text of a comment). */
export function withLine(content: NotificationContent, line: string): NotificationContent {
  return Object.fromEntries(
    Object.entries(content).map(([locale, lines]) => [locale, [...(lines ?? []), line]]),
  );
}

/** Staff took a public item out of the gallery, with their reason (written in the staff's language). */
export function galleryUnpublishedContent(title: string, reason: string): NotificationContent {
  return {
    en: [`Staff removed “${title}” from the public gallery`, reason],
    ja: [`スタッフが「${title}」を公開ギャラリーから外しました`, reason],
    zh: [`工作人员已将“${title}”从公开图库中移除`, reason],
  };
}

/** The list groups by this key unless the caller names one. */
export function defaultGroupKey(kind: NotificationKind): string {
  switch (kind) {
    case 'quota-requested':
    case 'quota-answered':
      return 'quota';
    case 'trial-ending':
    case 'trial-ending-admin':
      return 'trial';
    case 'comment':
    case 'like':
    case 'saved-copy':
    case 'staff-pick':
      return 'gallery';
    case 'staff-action':
      return 'account';
    case 'notice':
      return 'notice';
    case 'batch-finished':
      return 'batch';
  }
}
