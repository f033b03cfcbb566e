// Texts of the chart toolkit: the chart card's menu, the chart settings dialog, the results table.
const en = {
  'editor.chart.menu': 'Chart options',
  'editor.chart.exportPng': 'Export PNG',
  'editor.chart.exportCsv': 'Export CSV',
  'editor.chart.exportPdf': 'Export PDF',
  'editor.chart.settings': 'Chart settings…',
  'editor.chart.exportFailed': 'The export could not be made.',
  'editor.chart.settings.title': 'Chart settings',
  'editor.chart.settings.markerStyle': 'Marker style',
  'editor.chart.settings.marker.distance': 'Distance',
  'editor.chart.settings.marker.dot': 'Dot',
  'editor.chart.settings.marker.line': 'Line',
  'editor.chart.settings.showGridLines': 'Grid lines',
  'editor.chart.settings.trackingPoints': 'Tracking points',
  'editor.chart.settings.close': 'Close',
  'editor.table.menu': 'Table options',
  'editor.table.parameter': 'Parameter',
  'editor.table.value': 'Value',
  'editor.table.unit': 'Unit',
} as const;

export type ChartMessageId = keyof typeof en;

const ja = {
  'editor.chart.menu': 'グラフのオプション',
  'editor.chart.exportPng': 'PNG をエクスポート',
  'editor.chart.exportCsv': 'CSV をエクスポート',
  'editor.chart.exportPdf': 'PDF をエクスポート',
  'editor.chart.settings': 'グラフの設定…',
  'editor.chart.exportFailed': 'エクスポートを作成できませんでした。',
  'editor.chart.settings.title': 'グラフの設定',
  'editor.chart.settings.markerStyle': 'マーカーのスタイル',
  'editor.chart.settings.marker.distance': '距離',
  'editor.chart.settings.marker.dot': '点',
  'editor.chart.settings.marker.line': '線',
  'editor.chart.settings.showGridLines': 'グリッド線',
  'editor.chart.settings.trackingPoints': 'トラッキングポイント',
  'editor.chart.settings.close': '閉じる',
  'editor.table.menu': '表のオプション',
  'editor.table.parameter': 'パラメータ',
  'editor.table.value': '値',
  'editor.table.unit': '単位',
} satisfies Record<ChartMessageId, string>;

const zh = {
  'editor.chart.menu': '图表选项',
  'editor.chart.exportPng': '导出 PNG',
  'editor.chart.exportCsv': '导出 CSV',
  'editor.chart.exportPdf': '导出 PDF',
  'editor.chart.settings': '图表设置…',
  'editor.chart.exportFailed': '无法生成导出文件。',
  'editor.chart.settings.title': '图表设置',
  'editor.chart.settings.markerStyle': '标记样式',
  'editor.chart.settings.marker.distance': '距离',
  'editor.chart.settings.marker.dot': '点',
  'editor.chart.settings.marker.line': '线',
  'editor.chart.settings.showGridLines': '网格线',
  'editor.chart.settings.trackingPoints': '跟踪点',
  'editor.chart.settings.close': '关闭',
  'editor.table.menu': '表格选项',
  'editor.table.parameter': '参数',
  'editor.table.value': '值',
  'editor.table.unit': '单位',
} satisfies Record<ChartMessageId, string>;

export const messages = { en, ja, zh };
