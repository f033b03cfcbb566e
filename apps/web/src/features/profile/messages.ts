// Texts of the account pages (/user, /user-edit, /user-email, /user-password) and the public
// profile. Field and server errors are the contract's catalogue messages (`error.<code>`).
const en = {
  'profile.account.title': 'Your account',
  'profile.field.firstName': 'First name',
  'profile.field.lastName': 'Last name',
  'profile.field.email': 'E-mail address',
  'profile.field.username': 'Username',
  'profile.field.plan': 'Plan',
  'profile.field.storage': 'Storage',
  'profile.field.newEmail': 'New e-mail address',
  'profile.field.confirmEmail': 'Confirm the new e-mail address',
  'profile.field.password': 'Current password',
  'profile.field.newPassword': 'New password',
  'profile.field.confirmPassword': 'Confirm the new password',
  'profile.plan.0': 'Free',
  'profile.plan.1': 'Basic',
  'profile.plan.2': 'Advanced',
  'profile.quota.used': '{used} of {max} used',
  'profile.quota.failed': 'Error while retrieving quota information',
  'profile.link.edit': 'Edit profile',
  'profile.link.email': 'Change e-mail address',
  'profile.link.password': 'Change password',
  'profile.link.public': 'View public profile',
  'profile.back': 'Back to your account',
  'profile.save': 'Save',
  'profile.cancel': 'Cancel',
  'profile.loading': 'Loading…',
  'profile.password.rules':
    'At least {minLength} characters with a digit, a lower-case and an upper-case letter, and no spaces.',

  'profile.edit.title': 'Edit profile',
  'profile.edit.avatar': 'Profile picture',
  'profile.edit.avatarHelp': 'JPEG, PNG or WebP, at most {maxMb} MB. It is cropped to a square.',
  'profile.edit.chooseAvatar': 'Choose picture',
  'profile.edit.removeAvatar': 'Remove picture',
  'profile.edit.saved': 'Your profile has been saved.',

  'profile.email.title': 'Change e-mail address',
  'profile.email.subtitle':
    'We send a confirmation link to the new address. Your address changes when you open it.',
  'profile.email.current': 'Current address: {email}',
  'profile.email.submit': 'Send confirmation link',
  'profile.email.sent':
    'A confirmation link is on its way to {email}. Until you open it, your account keeps its current address.',

  'profile.password.title': 'Change password',
  'profile.password.subtitle': 'Your other devices will be signed out.',
  'profile.password.submit': 'Change password',
  'profile.password.changed': 'Your password has been changed. Other devices have been signed out.',

  'profile.public.memberSince': 'Member since {date}',
  'profile.public.notFound': 'There is no public profile with this name.',
  'profile.avatar.alt': 'Profile picture of {name}',
} as const;

export type ProfileMessageId = keyof typeof en;

const ja = {
  'profile.account.title': 'アカウント',
  'profile.field.firstName': '名',
  'profile.field.lastName': '姓',
  'profile.field.email': 'メールアドレス',
  'profile.field.username': 'ユーザー名',
  'profile.field.plan': 'プラン',
  'profile.field.storage': 'ストレージ',
  'profile.field.newEmail': '新しいメールアドレス',
  'profile.field.confirmEmail': '新しいメールアドレス（確認）',
  'profile.field.password': '現在のパスワード',
  'profile.field.newPassword': '新しいパスワード',
  'profile.field.confirmPassword': '新しいパスワード（確認）',
  'profile.plan.0': 'フリー',
  'profile.plan.1': 'ベーシック',
  'profile.plan.2': 'アドバンスト',
  'profile.quota.used': '{max} 中 {used} 使用',
  'profile.quota.failed': '容量情報の取得中にエラーが発生しました',
  'profile.link.edit': 'プロフィールを編集',
  'profile.link.email': 'メールアドレスを変更',
  'profile.link.password': 'パスワードを変更',
  'profile.link.public': '公開プロフィールを表示',
  'profile.back': 'アカウントに戻る',
  'profile.save': '保存',
  'profile.cancel': 'キャンセル',
  'profile.loading': '読み込み中…',
  'profile.password.rules': '{minLength}文字以上で、数字・小文字・大文字を含み、空白を含まないこと。',

  'profile.edit.title': 'プロフィールを編集',
  'profile.edit.avatar': 'プロフィール画像',
  'profile.edit.avatarHelp': 'JPEG、PNG、WebP（{maxMb} MB まで）。正方形に切り抜かれます。',
  'profile.edit.chooseAvatar': '画像を選択',
  'profile.edit.removeAvatar': '画像を削除',
  'profile.edit.saved': 'プロフィールを保存しました。',

  'profile.email.title': 'メールアドレスを変更',
  'profile.email.subtitle': '新しいアドレスに確認リンクを送信します。リンクを開くとアドレスが変更されます。',
  'profile.email.current': '現在のアドレス：{email}',
  'profile.email.submit': '確認リンクを送信',
  'profile.email.sent':
    '{email} 宛てに確認リンクを送信しました。リンクを開くまで、アカウントは現在のアドレスのままです。',

  'profile.password.title': 'パスワードを変更',
  'profile.password.subtitle': '他の端末ではサインアウトされます。',
  'profile.password.submit': 'パスワードを変更',
  'profile.password.changed': 'パスワードを変更しました。他の端末はサインアウトされました。',

  'profile.public.memberSince': '{date} から利用',
  'profile.public.notFound': 'この名前の公開プロフィールはありません。',
  'profile.avatar.alt': '{name} のプロフィール画像',
} satisfies Record<ProfileMessageId, string>;

export const messages = { en, ja };
