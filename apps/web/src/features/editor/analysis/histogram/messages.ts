// Texts of the height-histogram panel and the histogram chart the bearing-ratio panel shares.
const en = {
  'editor.feature.heightHistogram': 'Height histogram',
  'editor.histogram.bins': 'Bins',
  'editor.histogram.continuousHistogram': 'Continuous histogram',
  'editor.histogram.summary': '{points, number} valid points from {min} to {max}',
  'editor.histogram.chart.title': 'Height histogram',
  'editor.histogram.continuous.title': 'Continuous histogram (density)',
  'editor.histogram.height': 'Height ({unit})',
  'editor.histogram.count': 'Points',
  'editor.histogram.density': 'Density ({unit})',
};

const ja: Record<keyof typeof en, string> = {
  'editor.feature.heightHistogram': '高さヒストグラム',
  'editor.histogram.bins': 'ビン数',
  'editor.histogram.continuousHistogram': '連続ヒストグラム',
  'editor.histogram.summary': '有効点 {points, number} 点（{min}～{max}）',
  'editor.histogram.chart.title': '高さヒストグラム',
  'editor.histogram.continuous.title': '連続ヒストグラム（密度）',
  'editor.histogram.height': '高さ（{unit}）',
  'editor.histogram.count': '点数',
  'editor.histogram.density': '密度（{unit}）',
};

const zh: Record<keyof typeof en, string> = {
  'editor.feature.heightHistogram': '高度直方图',
  'editor.histogram.bins': '分箱数',
  'editor.histogram.continuousHistogram': '连续直方图',
  'editor.histogram.summary': '{points, number} 个有效点，范围 {min} 至 {max}',
  'editor.histogram.chart.title': '高度直方图',
  'editor.histogram.continuous.title': '连续直方图（密度）',
  'editor.histogram.height': '高度（{unit}）',
  'editor.histogram.count': '点数',
  'editor.histogram.density': '密度（{unit}）',
};

export const messages = { en, ja, zh };
