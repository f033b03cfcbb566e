const en = {
  'notFound.title': 'Page not found',
  'notFound.description': 'The page you asked for does not exist or has moved. Please check the address.',
  'notFound.home': 'Back to the home page',
} as const;

type NotFoundMessageId = keyof typeof en;

const ja = {
  'notFound.title': 'ページが見つかりません',
  'notFound.description': 'お探しのページは存在しないか、移動しました。アドレスをご確認ください。',
  'notFound.home': 'ホームページへ戻る',
} satisfies Record<NotFoundMessageId, string>;

const zh = {
  'notFound.title': '找不到页面',
  'notFound.description': '您请求的页面不存在或已移动。请检查地址。',
  'notFound.home': '返回首页',
} satisfies Record<NotFoundMessageId, string>;

const de = {
  'notFound.title': 'Seite nicht gefunden',
  'notFound.home': 'Zurück zur Startseite',
} satisfies Partial<Record<NotFoundMessageId, string>>;

const ko = {
  'notFound.title': '페이지를 찾을 수 없습니다',
  'notFound.home': '홈페이지로 돌아가기',
} satisfies Partial<Record<NotFoundMessageId, string>>;

export const messages = { en, ja, zh, de, ko };
