// Texts of the editor shell (layout, views, premium prompt). Feature panels and setting panels bring
// their own messages in their folders.
const en = {
  'editor.features.title': 'Features',
  'editor.features.none': 'No analysis features are available.',
  'editor.layout.toggleLeft': 'Show or hide the views panel',
  'editor.layout.toggleRight': 'Show or hide the features panel',
  'editor.layout.resize': 'Resize the panels',
  'editor.view.tabs': 'Views',
  'editor.view.3d': '3D view',
  'editor.view.2d': '2D view',
  'editor.view.profile':
    'Single profile of {points, number} points: shown as a chart; the slice and profile-parameter tools work on it.',
  'editor.view.loadFailed': 'The surface could not be loaded. Please reload the page.',
  'editor.view.webglUnavailable':
    'The 3D view needs WebGL 2, which this browser does not provide. The 2D view still works.',
  'editor.premium.title': 'Premium feature',
  'editor.premium.message': 'Upgrade to {plan} to use this feature',
  'editor.premium.upgrade': 'Upgrade your plan',
  'editor.premium.notNow': 'Not now',
} as const;

type EditorMessageId = keyof typeof en;

const ja = {
  'editor.features.title': '機能',
  'editor.features.none': '利用できる解析機能はありません。',
  'editor.layout.toggleLeft': 'ビューパネルの表示/非表示',
  'editor.layout.toggleRight': '機能パネルの表示/非表示',
  'editor.layout.resize': 'パネルのサイズを変更',
  'editor.view.tabs': 'ビュー',
  'editor.view.3d': '3D表示',
  'editor.view.2d': '2D表示',
  'editor.view.profile':
    '{points, number} 点の単一プロファイル（グラフで表示。断面とプロファイルパラメータのツールが使えます）',
  'editor.view.loadFailed': '表面データを読み込めませんでした。ページを再読み込みしてください。',
  'editor.view.webglUnavailable':
    '3D表示にはWebGL 2が必要ですが、このブラウザでは利用できません。2D表示は引き続き使用できます。',
  'editor.premium.title': 'プレミアム機能',
  'editor.premium.message': 'この機能を使うには{plan}にアップグレードしてください',
  'editor.premium.upgrade': 'プランをアップグレード',
  'editor.premium.notNow': '今はしない',
} satisfies Record<EditorMessageId, string>;

const zh = {
  'editor.features.title': '功能',
  'editor.features.none': '没有可用的分析功能。',
  'editor.layout.toggleLeft': '显示或隐藏视图面板',
  'editor.layout.toggleRight': '显示或隐藏功能面板',
  'editor.layout.resize': '调整面板大小',
  'editor.view.tabs': '视图',
  'editor.view.3d': '3D 视图',
  'editor.view.2d': '2D 视图',
  'editor.view.profile': '{points, number} 个点的单条轮廓（以图表显示；可使用截面和轮廓参数工具）',
  'editor.view.loadFailed': '无法加载表面数据。请重新加载页面。',
  'editor.view.webglUnavailable': '3D 视图需要 WebGL 2，但此浏览器不支持。2D 视图仍可使用。',
  'editor.premium.title': '高级功能',
  'editor.premium.message': '升级到 {plan} 以使用此功能',
  'editor.premium.upgrade': '升级您的套餐',
  'editor.premium.notNow': '以后再说',
} satisfies Record<EditorMessageId, string>;

export const messages = { en, ja, zh };
