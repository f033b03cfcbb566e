// Texts of the bearing-ratio panel.
const en = {
  'editor.feature.bearingRatio': 'Bearing ratio',
  'editor.bearing.bins': 'Bins',
  'editor.bearing.continuousHistogram': 'Continuous histogram',
  'editor.bearing.showCurve': 'Show curve',
  'editor.bearing.showHistogram': 'Show histogram',
  'editor.bearing.vertical': 'Vertical',
  'editor.bearing.showGridLines': 'Grid lines',
  'editor.bearing.curve.title': 'Abbott–Firestone curve',
  'editor.bearing.curve.series': 'Height',
  'editor.bearing.materialRatio': 'Material ratio (%)',
};

const ja: Record<keyof typeof en, string> = {
  'editor.feature.bearingRatio': '負荷曲線',
  'editor.bearing.bins': 'ビン数',
  'editor.bearing.continuousHistogram': '連続ヒストグラム',
  'editor.bearing.showCurve': '曲線を表示',
  'editor.bearing.showHistogram': 'ヒストグラムを表示',
  'editor.bearing.vertical': '縦向き',
  'editor.bearing.showGridLines': 'グリッド線',
  'editor.bearing.curve.title': 'アボット・ファイアストン曲線',
  'editor.bearing.curve.series': '高さ',
  'editor.bearing.materialRatio': '負荷長さ率（%）',
};

const zh: Record<keyof typeof en, string> = {
  'editor.feature.bearingRatio': '支承率',
  'editor.bearing.bins': '分箱数',
  'editor.bearing.continuousHistogram': '连续直方图',
  'editor.bearing.showCurve': '显示曲线',
  'editor.bearing.showHistogram': '显示直方图',
  'editor.bearing.vertical': '竖直',
  'editor.bearing.showGridLines': '网格线',
  'editor.bearing.curve.title': 'Abbott–Firestone 曲线',
  'editor.bearing.curve.series': '高度',
  'editor.bearing.materialRatio': '材料比（%）',
};

export const messages = { en, ja, zh };
