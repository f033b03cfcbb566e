// Texts of the dimension panel.
const en = {
  'editor.dimension.title': 'Dimension',
  'editor.dimension.tool': 'Draw',
  'editor.dimension.kind.line': 'Line',
  'editor.dimension.kind.angle': 'Angle',
  'editor.dimension.kind.circle': 'Circle',
  'editor.dimension.hint.line':
    'Click the start and the end of the line on the 2D view ({placed} of {needed}).',
  'editor.dimension.hint.angle':
    'Click a point, the vertex, then another point on the 2D view ({placed} of {needed}).',
  'editor.dimension.hint.circle': 'Click three points on the circle on the 2D view ({placed} of {needed}).',
  'editor.dimension.delete': 'Delete selected',
  'editor.dimension.unselect': 'Unselect',
  'editor.dimension.results': 'Dimensions',
  'editor.dimension.result.length': '{name}: length',
  'editor.dimension.result.deltaZ': '{name}: height difference',
  'editor.dimension.result.length3d': '{name}: 3D length',
  'editor.dimension.result.direction': '{name}: direction',
  'editor.dimension.result.angle': '{name}: angle',
  'editor.dimension.result.radius': '{name}: radius',
  'editor.dimension.result.centreX': '{name}: centre x',
  'editor.dimension.result.centreY': '{name}: centre y',
} as const;

export type DimensionMessageId = keyof typeof en;

const ja = {
  'editor.dimension.title': '寸法',
  'editor.dimension.tool': '描画',
  'editor.dimension.kind.line': '線',
  'editor.dimension.kind.angle': '角度',
  'editor.dimension.kind.circle': '円',
  'editor.dimension.hint.line': '2D ビュー上で線の始点と終点をクリックしてください ({placed}/{needed})。',
  'editor.dimension.hint.angle':
    '2D ビュー上で点、頂点、もう一つの点の順にクリックしてください ({placed}/{needed})。',
  'editor.dimension.hint.circle': '2D ビュー上で円周上の 3 点をクリックしてください ({placed}/{needed})。',
  'editor.dimension.delete': '選択項目を削除',
  'editor.dimension.unselect': '選択解除',
  'editor.dimension.results': '寸法',
  'editor.dimension.result.length': '{name}: 長さ',
  'editor.dimension.result.deltaZ': '{name}: 高さの差',
  'editor.dimension.result.length3d': '{name}: 3D 長さ',
  'editor.dimension.result.direction': '{name}: 方向',
  'editor.dimension.result.angle': '{name}: 角度',
  'editor.dimension.result.radius': '{name}: 半径',
  'editor.dimension.result.centreX': '{name}: 中心 x',
  'editor.dimension.result.centreY': '{name}: 中心 y',
} satisfies Record<DimensionMessageId, string>;

const zh = {
  'editor.dimension.title': '尺寸',
  'editor.dimension.tool': '绘制',
  'editor.dimension.kind.line': '线',
  'editor.dimension.kind.angle': '角度',
  'editor.dimension.kind.circle': '圆',
  'editor.dimension.hint.line': '在 2D 视图上点击线的起点和终点（{placed}/{needed}）。',
  'editor.dimension.hint.angle': '在 2D 视图上依次点击一个点、顶点和另一个点（{placed}/{needed}）。',
  'editor.dimension.hint.circle': '在 2D 视图上点击圆上的三个点（{placed}/{needed}）。',
  'editor.dimension.delete': '删除所选',
  'editor.dimension.unselect': '取消选择',
  'editor.dimension.results': '尺寸',
  'editor.dimension.result.length': '{name}：长度',
  'editor.dimension.result.deltaZ': '{name}：高度差',
  'editor.dimension.result.length3d': '{name}：3D 长度',
  'editor.dimension.result.direction': '{name}：方向',
  'editor.dimension.result.angle': '{name}：角度',
  'editor.dimension.result.radius': '{name}：半径',
  'editor.dimension.result.centreX': '{name}：圆心 x',
  'editor.dimension.result.centreY': '{name}：圆心 y',
} satisfies Record<DimensionMessageId, string>;

export const messages = { en, ja, zh };
