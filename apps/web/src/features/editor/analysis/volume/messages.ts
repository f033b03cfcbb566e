// Texts of the volume panel.
const en = {
  'editor.feature.volume': 'Volume',
  'editor.volume.instructions':
    'Click on the 2D view to add the vertices of a polygon (at least three), then calculate.',
  'editor.volume.vertices': '{count, plural, =0 {No vertex} one {# vertex} other {# vertices}}',
  'editor.volume.removeLast': 'Remove last point',
  'editor.volume.clear': 'Clear',
  'editor.volume.bumps': 'Bumps',
  'editor.volume.holes': 'Holes',
  'editor.volume.net': 'Net volume',
  'editor.volume.area': 'Area',
};

const ja: Record<keyof typeof en, string> = {
  'editor.feature.volume': '体積',
  'editor.volume.instructions': '2D表示をクリックして多角形の頂点（3点以上）を追加し、計算してください。',
  'editor.volume.vertices': '{count, plural, =0 {頂点なし} other {頂点 # 個}}',
  'editor.volume.removeLast': '最後の点を削除',
  'editor.volume.clear': 'クリア',
  'editor.volume.bumps': '凸部',
  'editor.volume.holes': '凹部',
  'editor.volume.net': '正味体積',
  'editor.volume.area': '面積',
};

const zh: Record<keyof typeof en, string> = {
  'editor.feature.volume': '体积',
  'editor.volume.instructions': '在二维视图上单击以添加多边形的顶点（至少三个），然后计算。',
  'editor.volume.vertices': '{count, plural, =0 {没有顶点} other {# 个顶点}}',
  'editor.volume.removeLast': '删除最后一个点',
  'editor.volume.clear': '清除',
  'editor.volume.bumps': '凸起',
  'editor.volume.holes': '凹陷',
  'editor.volume.net': '净体积',
  'editor.volume.area': '面积',
};

export const messages = { en, ja, zh };
