// User messages for every error code and client key (spec part 1 §8, part 2 §8, part 3 §8), in
// English and Japanese; Chinese for the most common ones (the spec says only Japanese is really
// translated; other zh keys show English). de and ko are switched off and show English.
//
// Messages are ICU MessageFormat strings usable by react-intl under the ids `error.<key>` (plus
// `common.error.something_went_wrong`). They use only simple `{name}` arguments, which
// messageFor() fills in as well, so server-side texts (mail, logs) and the web app read the same.
import {
  clientErrorKeys,
  errorCodes,
  isClientErrorKey,
  isErrorCode,
  type ClientErrorKey,
  type ErrorCode,
  type ErrorMessageKey,
} from './errors.ts';
import {
  ITEM_NAME_MAX_LENGTH,
  LOGIN_LOCKOUT_MINUTES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_VALIDITY_HOURS,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  REPORT_ATTACHMENTS_MAX_BYTES,
  BYTES_PER_MB,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.ts';
import { allLocales, defaultLocale, toLocale, type Locale } from './locales.ts';

export const GENERIC_ERROR_MESSAGE_ID = 'common.error.something_went_wrong';

/** The react-intl id of a key's message: `error.<key>`. Unknown keys get the generic id. */
export function errorMessageId(key: string): string {
  return isErrorCode(key) || isClientErrorKey(key) ? `error.${key}` : GENERIC_ERROR_MESSAGE_ID;
}

/** Arguments a message expects; every locale's text must use exactly these. */
export const errorMessageArguments: Readonly<Partial<Record<ErrorMessageKey, readonly string[]>>> = {
  'unsupported-image-type': ['extension'],
  'image-type-unsupported': ['extension'],
  'excessive-overlap': ['file1', 'file2'],
  'no-overlap': ['file'],
};

const attachmentsMb = REPORT_ATTACHMENTS_MAX_BYTES / BYTES_PER_MB;
const GENERIC_EN = 'Something went wrong, please try again or request support.';
const GENERIC_JA = '問題が発生しました。もう一度お試しいただくか、サポートにお問い合わせください。';
const GENERIC_ZH = '出现了问题，请重试或联系技术支持。';
const SAVE_FAILED_EN = 'Could not save the image, try again.';
const SAVE_FAILED_JA = '画像を保存できませんでした。もう一度お試しください。';
const UNSUPPORTED_TYPE_EN = 'The file type .{extension} is not supported.';
const UNSUPPORTED_TYPE_JA = 'ファイル形式「.{extension}」には対応していません。';

const serverEn: Record<ErrorCode, string> = {
  // auth
  'auth/consent': 'Please accept the updated privacy policy and cookie policy to continue.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/no-password': 'Please enter a password.',
  'auth/password-too-short': `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  'auth/password-no-digit': 'The password must contain at least one digit.',
  'auth/password-no-mixed-case': 'The password must contain both lower-case and upper-case letters.',
  'auth/password-whitespace': 'The password must not contain spaces.',
  'auth/referrer-required': 'You must answer this question to continue.',
  'account-disabled': 'This account has been disabled. Please contact support.',
  'account-inactive': 'This account is inactive. Please contact support.',
  'account-not-found': 'No account was found for these details.',
  'email-already-in-use': 'This e-mail address is already in use.',
  'email-not-confirmed':
    'Please confirm your e-mail address first: follow the link in the e-mail we sent you.',
  'invalid-refresh-token': 'Your session has expired. Please sign in again.',
  'invalid-reset-password-token': `This password reset link is invalid or has expired (links are valid for ${PASSWORD_RESET_LINK_VALIDITY_HOURS} hours).`,
  'invalid-confirmation-token': 'This e-mail address is already confirmed or does not exist.',
  recovery: 'Your files are encrypted. Please enter your recovery key to continue.',
  'too-many-failed-login-attempts': `Too many failed sign-in attempts. Sign-in is blocked for ${LOGIN_LOCKOUT_MINUTES} minutes.`,
  'username-already-in-use': 'This username is already taken.',
  'wrong-password': 'The password is incorrect.',
  'wrong-recovery-key': 'Invalid recovery key.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  // account
  'account/invalid-username': `The username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long and contain only letters, digits, underscores and hyphens.`,
  'account/invalid-firstname': `Please enter a first name of ${PERSON_NAME_MIN_LENGTH} to ${PERSON_NAME_MAX_LENGTH} characters.`,
  'account/invalid-lastname': `Please enter a last name of ${PERSON_NAME_MIN_LENGTH} to ${PERSON_NAME_MAX_LENGTH} characters.`,
  'credentials-do-not-match': 'The credentials do not match.',
  'email-do-not-match': 'The e-mail addresses do not match.',
  'password-do-not-match': 'The passwords do not match.',
  'quota-exceeded': 'Maximum quota exceeded.',
  // analysis
  'step-height-invalid-step-edge-line': 'The step edge line is invalid. Draw it across the step.',
  'step-height-rectangle-invalid-leveling-rectangles': 'The leveling rectangles are invalid.',
  'step-height-missing': 'Step height is missing.',
  'step-height-leveling-not-allowed': 'Leveling is not allowed here.',
  // encryption
  'enabling-and-disabling-encryption-temporary-disabled':
    'Enabling and disabling encryption is temporarily unavailable. Please try again later.',
  // general
  'attachments-too-big': `The attachments are too big: at most ${attachmentsMb} MB in total.`,
  'db-data-not-saved': 'The data could not be saved. Please try again.',
  'file-name-too-long': 'The file name is too long.',
  unknown: 'An unknown error occurred. Please try again or request support.',
  required: 'This field is required.',
  'restricted-name': 'This name is not allowed. Please choose another.',
  'something-went-wrong': GENERIC_EN,
  'not-found': 'The requested item was not found.',
  'invalid-request': 'The request is invalid.',
  'payload-too-large': 'The upload is too large.',
  'too-many-requests': 'Too many requests. Please wait a moment and try again.',
  'service-unavailable': 'The service is temporarily unavailable. Please try again later.',
  conflict: 'This item was changed elsewhere. Please reload it and try again.',
  'plan-required': 'Your plan does not include this feature.',
  'invalid-url': 'Please enter a valid URL.',
  'invalid-date': 'Please enter a valid date.',
  'invalid-number': 'Please enter a valid number.',
  // mail
  'confirmation-not-sent': 'The confirmation e-mail could not be sent. Please try again later.',
  'reset-password-not-sent': 'The password reset e-mail could not be sent. Please try again later.',
  // operator
  'filter-invalid': 'The filter settings are invalid.',
  'filter-invalid-cutoff': 'The filter cutoff is invalid.',
  'filter-invalid-cutoff-length': 'The cutoff length is invalid for this image.',
  'filter-invalid-filter-size': 'The filter size is invalid.',
  'filter-invalid-mask': 'The filter mask is invalid.',
  'filter-invalid-spline-tension': 'The spline tension is invalid.',
  'invalid-selection': 'The selection is invalid.',
  'no-pixel-selected': 'No pixel selected.',
  'level-consecutive-operators': 'Level cannot be applied twice in a row.',
  // storage
  'folder-already-exists': 'A folder with this name already exists.',
  'name-already-exists': 'An item with this name already exists in this folder.',
  'parent-folder-not-found': 'The parent folder was not found.',
  'folder-name-required': 'Please enter a folder name.',
  'folder-name-too-long': `The folder name is too long: at most ${ITEM_NAME_MAX_LENGTH} characters.`,
  'folder-name-invalid': 'The folder name contains characters that are not allowed or is a reserved name.',
  'image-name-required': 'Please enter an image name.',
  'image-name-too-long': `The image name is too long: at most ${ITEM_NAME_MAX_LENGTH} characters.`,
  'image-name-invalid': 'The image name contains characters that are not allowed or is a reserved name.',
  'destination-subfolder-of-source': 'The destination folder cannot be a subfolder of the source folder.',
  // share
  'title-is-required': 'Please enter a title.',
  'category-required': 'Please choose at least one category.',
  'description-required': 'Please enter a description.',
  'description-too-long': 'The description is too long.',
  'image-link-required': 'Please add at least one 3D image link.',
  'publicly-shared-not-editable': 'A publicly shared image cannot be editable.',
  'share-requirements-locked': 'The sharing requirements cannot be changed after sharing.',
  'share-password-required': 'This link is protected by a password. Please enter it to continue.',
  'share-wrong-password': 'The password is not correct.',
  // upload
  'images-missing': 'Some images are missing. Please upload them and try again.',
  'unsupported-image-type': UNSUPPORTED_TYPE_EN,
  restriction: 'This upload is not allowed for your account.',
  'corrupt-file': 'The file is damaged or is not a valid measurement file.',
  'image-length-exceeded': 'Image length exceeded: the file is too large.',
  // stitching
  'excessive-overlap': 'The images {file1} and {file2} overlap too much to be stitched.',
  'no-overlap': 'The image {file} does not overlap any other image.',
  // difference
  'size-mismatch': 'The two images must have the same size.',
  // license-transfer
  overflow: 'All licences of this subscription are already assigned.',
  'already-exists': 'This user already has a licence.',
  'assign-to-self': 'You cannot assign a licence to yourself.',
  assign: 'The licence could not be assigned.',
  unassign: 'The licence could not be unassigned.',
  // subscription
  'cardholder-name-required': 'Please enter the cardholder name.',
  // recipe
  'recipe-invalid-file': 'This is not a valid recipe or settings file.',
  'recipe-unsupported-version': 'This file was written by a newer version of Asperity and cannot be read.',
  'recipe-unknown-operator': 'The recipe uses an operator that does not exist.',
  'recipe-unknown-feature': 'The file names an analysis type that does not exist or does not fit here.',
  'recipe-invalid-parameters': 'Some parameters in the recipe are invalid.',
  'recipe-too-many-steps': 'The recipe has too many steps.',
  'recipe-name-invalid': 'Please enter a name of at most 100 characters.',
  'recipe-limit-reached':
    'You have reached the maximum number of saved recipes or settings. Remove some first.',
};

const clientEn: Record<ClientErrorKey, string> = {
  'deletion-failed': 'The items could not be deleted. Please try again.',
  'fetching-folder-content-failed': 'The folder content could not be loaded.',
  'image-type-unsupported': UNSUPPORTED_TYPE_EN,
  'sharing-image-failed': 'The image could not be shared. Please try again.',
  'stop-sharing-image-failed': 'Sharing could not be stopped. Please try again.',
  'fetching-quota-failed': 'Error while retrieving quota information.',
  'save-image-settings-failed': SAVE_FAILED_EN,
  'update-thumbnail-failed': 'The thumbnail could not be updated.',
  'image-save-failed': SAVE_FAILED_EN,
  'get-notification-settings-failed': 'The notification settings could not be loaded.',
  'chunk-load-error':
    'Part of the application could not be loaded. Please check your connection and reload the page.',
  'connection-lost': "Couldn't connect to the server. Please check your Internet connection.",
  'save-conflict': 'This image was changed in another tab. Do you want to override those changes?',
  'material-conflict': 'This material was changed elsewhere. Do you want to override it?',
  'checkout-failed': 'The checkout could not be completed. Please try again.',
  'add-payment-method-failed': 'The payment method could not be added.',
  'remove-payment-method-failed': 'The payment method could not be removed.',
  'make-payment-method-preferred-failed': 'The payment method could not be made preferred.',
  'update-subscription-failed': 'The subscription could not be updated.',
  'cancel-subscription-failed': 'The subscription could not be cancelled, please try again.',
  'reactivate-subscription-failed': 'The subscription could not be reactivated, please try again.',
};

const serverJa: Record<ErrorCode, string> = {
  // auth
  'auth/consent': '続行するには、更新されたプライバシーポリシーとCookieポリシーに同意してください。',
  'auth/invalid-email': '有効なメールアドレスを入力してください。',
  'auth/no-password': 'パスワードを入力してください。',
  'auth/password-too-short': `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
  'auth/password-no-digit': 'パスワードには数字を1文字以上含めてください。',
  'auth/password-no-mixed-case': 'パスワードには英大文字と英小文字の両方を含めてください。',
  'auth/password-whitespace': 'パスワードに空白文字は使用できません。',
  'auth/referrer-required': '続行するには、この質問に回答してください。',
  'account-disabled': 'このアカウントは停止されています。サポートにお問い合わせください。',
  'account-inactive': 'このアカウントは現在無効です。サポートにお問い合わせください。',
  'account-not-found': '該当するアカウントが見つかりません。',
  'email-already-in-use': 'このメールアドレスは既に使用されています。',
  'email-not-confirmed':
    '先にメールアドレスの確認を完了してください。お送りしたメールのリンクを開いてください。',
  'invalid-refresh-token': 'セッションの有効期限が切れました。もう一度サインインしてください。',
  'invalid-reset-password-token': `このパスワード再設定リンクは無効か、有効期限が切れています（リンクの有効期限は${PASSWORD_RESET_LINK_VALIDITY_HOURS}時間です）。`,
  'invalid-confirmation-token': 'このメールアドレスは既に確認済みか、存在しません。',
  recovery: 'ファイルが暗号化されています。続行するにはリカバリーキーを入力してください。',
  'too-many-failed-login-attempts': `サインインの失敗回数が上限に達しました。${LOGIN_LOCKOUT_MINUTES}分間サインインできません。`,
  'username-already-in-use': 'このユーザー名は既に使用されています。',
  'wrong-password': 'パスワードが正しくありません。',
  'wrong-recovery-key': 'リカバリーキーが無効です。',
  unauthorized: '続行するにはサインインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  // account
  'account/invalid-username': `ユーザー名は${USERNAME_MIN_LENGTH}〜${USERNAME_MAX_LENGTH}文字で、英字、数字、アンダースコア、ハイフンのみ使用できます。`,
  'account/invalid-firstname': `名を${PERSON_NAME_MIN_LENGTH}〜${PERSON_NAME_MAX_LENGTH}文字で入力してください。`,
  'account/invalid-lastname': `姓を${PERSON_NAME_MIN_LENGTH}〜${PERSON_NAME_MAX_LENGTH}文字で入力してください。`,
  'credentials-do-not-match': '認証情報が一致しません。',
  'email-do-not-match': 'メールアドレスが一致しません。',
  'password-do-not-match': 'パスワードが一致しません。',
  'quota-exceeded': '保存容量の上限を超えています。',
  // analysis
  'step-height-invalid-step-edge-line': '段差エッジラインが無効です。段差をまたぐように引いてください。',
  'step-height-rectangle-invalid-leveling-rectangles': 'レベリング用の矩形が無効です。',
  'step-height-missing': '段差の高さを取得できませんでした。',
  'step-height-leveling-not-allowed': 'ここではレベリングを使用できません。',
  // encryption
  'enabling-and-disabling-encryption-temporary-disabled':
    '暗号化の有効化・無効化は一時的に利用できません。しばらくしてから再度お試しください。',
  // general
  'attachments-too-big': `添付ファイルが大きすぎます。合計${attachmentsMb} MBまで添付できます。`,
  'db-data-not-saved': 'データを保存できませんでした。もう一度お試しください。',
  'file-name-too-long': 'ファイル名が長すぎます。',
  unknown: '不明なエラーが発生しました。もう一度お試しいただくか、サポートにお問い合わせください。',
  required: 'この項目は必須です。',
  'restricted-name': 'この名前は使用できません。別の名前を選んでください。',
  'something-went-wrong': GENERIC_JA,
  'not-found': 'お探しの項目は見つかりませんでした。',
  'invalid-request': 'リクエストが無効です。',
  'payload-too-large': 'アップロードするデータが大きすぎます。',
  'too-many-requests': 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
  'service-unavailable': 'サービスは一時的に利用できません。しばらくしてから再度お試しください。',
  conflict: 'この項目は別の場所で変更されています。再読み込みしてから、もう一度お試しください。',
  'plan-required': 'ご利用中のプランではこの機能を使用できません。',
  'invalid-url': '有効なURLを入力してください。',
  'invalid-date': '有効な日付を入力してください。',
  'invalid-number': '有効な数値を入力してください。',
  // mail
  'confirmation-not-sent': '確認メールを送信できませんでした。しばらくしてから再度お試しください。',
  'reset-password-not-sent':
    'パスワード再設定メールを送信できませんでした。しばらくしてから再度お試しください。',
  // operator
  'filter-invalid': 'フィルターの設定が無効です。',
  'filter-invalid-cutoff': 'フィルターのカットオフが無効です。',
  'filter-invalid-cutoff-length': 'この画像にはこのカットオフ長を使用できません。',
  'filter-invalid-filter-size': 'フィルターサイズが無効です。',
  'filter-invalid-mask': 'フィルターマスクが無効です。',
  'filter-invalid-spline-tension': 'スプラインの張力が無効です。',
  'invalid-selection': '選択範囲が無効です。',
  'no-pixel-selected': 'ピクセルが選択されていません。',
  'level-consecutive-operators': 'レベル補正を2回続けて適用することはできません。',
  // storage
  'folder-already-exists': '同じ名前のフォルダーが既に存在します。',
  'name-already-exists': 'このフォルダーには同じ名前の項目が既に存在します。',
  'parent-folder-not-found': '親フォルダーが見つかりません。',
  'folder-name-required': 'フォルダー名を入力してください。',
  'folder-name-too-long': `フォルダー名が長すぎます。${ITEM_NAME_MAX_LENGTH}文字以内で入力してください。`,
  'folder-name-invalid': 'フォルダー名に使用できない文字が含まれているか、予約された名前です。',
  'image-name-required': '画像名を入力してください。',
  'image-name-too-long': `画像名が長すぎます。${ITEM_NAME_MAX_LENGTH}文字以内で入力してください。`,
  'image-name-invalid': '画像名に使用できない文字が含まれているか、予約された名前です。',
  'destination-subfolder-of-source': '移動先に、移動元フォルダーのサブフォルダーは指定できません。',
  // share
  'title-is-required': 'タイトルを入力してください。',
  'category-required': 'カテゴリーを1つ以上選択してください。',
  'description-required': '説明を入力してください。',
  'description-too-long': '説明が長すぎます。',
  'image-link-required': '3D画像のリンクを1つ以上追加してください。',
  'publicly-shared-not-editable': '一般公開している画像を編集可能にすることはできません。',
  'share-requirements-locked': '共有後に共有条件を変更することはできません。',
  'share-password-required': 'このリンクはパスワードで保護されています。パスワードを入力してください。',
  'share-wrong-password': 'パスワードが正しくありません。',
  // upload
  'images-missing': '一部の画像が見つかりません。画像をアップロードしてから、もう一度お試しください。',
  'unsupported-image-type': UNSUPPORTED_TYPE_JA,
  restriction: 'お使いのアカウントではこのアップロードは許可されていません。',
  'corrupt-file': 'ファイルが破損しているか、有効な測定ファイルではありません。',
  'image-length-exceeded': '画像のサイズが上限を超えています。',
  // stitching
  'excessive-overlap': '{file1} と {file2} の重なりが大きすぎるため、スティッチングできません。',
  'no-overlap': '{file} は他のどの画像とも重なっていません。',
  // difference
  'size-mismatch': '2つの画像は同じサイズである必要があります。',
  // license-transfer
  overflow: 'このサブスクリプションのライセンスはすべて割り当て済みです。',
  'already-exists': 'このユーザーには既にライセンスが割り当てられています。',
  'assign-to-self': '自分自身にライセンスを割り当てることはできません。',
  assign: 'ライセンスを割り当てられませんでした。',
  unassign: 'ライセンスの割り当てを解除できませんでした。',
  // subscription
  'cardholder-name-required': 'カード名義人を入力してください。',
  // recipe
  'recipe-invalid-file': '有効なレシピまたは設定ファイルではありません。',
  'recipe-unsupported-version': 'このファイルは新しいバージョンの Asperity で作成されたため読み込めません。',
  'recipe-unknown-operator': 'レシピに存在しない演算子が含まれています。',
  'recipe-unknown-feature': 'ファイルの解析の種類が存在しないか、ここでは使用できません。',
  'recipe-invalid-parameters': 'レシピのパラメーターに無効な値があります。',
  'recipe-too-many-steps': 'レシピのステップが多すぎます。',
  'recipe-name-invalid': '100 文字以内の名前を入力してください。',
  'recipe-limit-reached': '保存できるレシピまたは設定の上限に達しました。いくつか削除してください。',
};

const clientJa: Record<ClientErrorKey, string> = {
  'deletion-failed': '削除できませんでした。もう一度お試しください。',
  'fetching-folder-content-failed': 'フォルダーの内容を読み込めませんでした。',
  'image-type-unsupported': UNSUPPORTED_TYPE_JA,
  'sharing-image-failed': '画像を共有できませんでした。もう一度お試しください。',
  'stop-sharing-image-failed': '画像の共有を停止できませんでした。もう一度お試しください。',
  'fetching-quota-failed': '容量情報の取得中にエラーが発生しました。',
  'save-image-settings-failed': SAVE_FAILED_JA,
  'update-thumbnail-failed': 'サムネイルを更新できませんでした。',
  'image-save-failed': SAVE_FAILED_JA,
  'get-notification-settings-failed': '通知設定を読み込めませんでした。',
  'chunk-load-error':
    'アプリケーションの一部を読み込めませんでした。接続を確認して、ページを再読み込みしてください。',
  'connection-lost': 'サーバーに接続できませんでした。インターネット接続を確認してください。',
  'save-conflict': 'この画像は別のタブで変更されています。その変更を上書きしますか？',
  'material-conflict': 'この材料は別の場所で変更されています。上書きしますか？',
  'checkout-failed': '購入手続きを完了できませんでした。もう一度お試しください。',
  'add-payment-method-failed': '支払い方法を追加できませんでした。',
  'remove-payment-method-failed': '支払い方法を削除できませんでした。',
  'make-payment-method-preferred-failed': 'この支払い方法を優先に設定できませんでした。',
  'update-subscription-failed': 'サブスクリプションを更新できませんでした。',
  'cancel-subscription-failed': 'サブスクリプションを解約できませんでした。もう一度お試しください。',
  'reactivate-subscription-failed': 'サブスクリプションを再開できませんでした。もう一度お試しください。',
};

/** Chinese: the generic, connection and not-found messages; the rest falls back to English. */
const zh: Partial<Record<ErrorMessageKey, string>> = {
  'something-went-wrong': GENERIC_ZH,
  unknown: '发生未知错误，请重试或联系技术支持。',
  'not-found': '未找到请求的内容。',
  'connection-lost': '无法连接到服务器。请检查您的网络连接。',
};

/** Translations per locale; missing keys fall back to English. */
const translations: Readonly<Record<Locale, Partial<Record<ErrorMessageKey, string>>>> = {
  en: { ...serverEn, ...clientEn },
  ja: { ...serverJa, ...clientJa },
  zh,
  de: {},
  ko: {},
};
const genericByLocale: Readonly<Partial<Record<Locale, string>>> = {
  en: GENERIC_EN,
  ja: GENERIC_JA,
  zh: GENERIC_ZH,
};

const english: Record<ErrorMessageKey, string> = { ...serverEn, ...clientEn };

/** The message of `key` in `locale`, English where that locale has no translation. */
function lookup(key: ErrorMessageKey, locale: Locale): string {
  return translations[locale][key] ?? english[key];
}

/**
 * react-intl message tables, complete for every locale: `error.<key>` for each server code and
 * client key, and `common.error.something_went_wrong`. Untranslated entries carry English.
 */
export const errorMessages: Readonly<Record<Locale, Readonly<Record<string, string>>>> = Object.fromEntries(
  allLocales.map((locale) => {
    const table: Record<string, string> = {
      [GENERIC_ERROR_MESSAGE_ID]: genericByLocale[locale] ?? GENERIC_EN,
    };
    for (const key of [...errorCodes, ...clientErrorKeys]) table[`error.${key}`] = lookup(key, locale);
    return [locale, table];
  }),
) as Record<Locale, Record<string, string>>;

/** Fills `{name}` arguments; an argument without a value stays visible rather than vanishing. */
export function formatErrorMessage(
  template: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The user message for a server code or client key. Unknown keys give the generic message
 * (common.error.something_went_wrong); unknown locales give English (`ja-JP` counts as ja); keys
 * a locale has not translated give English.
 */
export function messageFor(
  key: string,
  locale: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const loc: Locale = toLocale(locale) ?? defaultLocale;
  if (!isErrorCode(key) && !isClientErrorKey(key)) return genericByLocale[loc] ?? GENERIC_EN;
  return formatErrorMessage(lookup(key, loc), values);
}
