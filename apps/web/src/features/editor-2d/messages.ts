// Texts of the 2D editor (spec part 3 §2–§3): its panels, links and link dialog. Server errors are
// the contract's catalogue messages (`error.<code>`).
import type { FeatureMessages } from '../../i18n/featureMessages.ts';

const en = {
  'editor2d.toggle.tree': 'Show or hide the file tree',
  'editor2d.toggle.details': 'Show or hide the details',
  'editor2d.toggle.edit': 'Edit mode: draw links',
  'editor2d.tree.failed': 'The folder could not be read.',
  'editor2d.tree.empty': 'Empty',
  'editor2d.details.format': 'Format',
  'editor2d.details.pixels': 'Pixels',
  'editor2d.details.uploaded': 'Uploaded',
  'editor2d.details.adjust': 'Image adjustments',
  'editor2d.links.title': 'Links to 3D images ({count})',
  'editor2d.links.none': 'No links yet. Switch on edit mode to draw one.',
  'editor2d.links.noneEditing': 'No links yet.',
  'editor2d.links.drawHelp': 'Drag on the picture to draw a rectangle, then choose the 3D image it leads to.',
  'editor2d.links.retarget': 'Change 3D image',
  'editor2d.links.remove': 'Remove link',
  'editor2d.link.label': 'Link {number}: {name}',
  'editor2d.link.labelUnnamed': 'Link {number}',
  'editor2d.link.choose': 'Link to a 3D image',
  'editor2d.link.chooseHelp': 'Choose the 3D image this region of the picture shows.',
};

const ja: typeof en = {
  'editor2d.toggle.tree': 'ファイルツリーの表示切替',
  'editor2d.toggle.details': '詳細の表示切替',
  'editor2d.toggle.edit': '編集モード: リンクを描く',
  'editor2d.tree.failed': 'フォルダーを読み込めませんでした。',
  'editor2d.tree.empty': '空',
  'editor2d.details.format': '形式',
  'editor2d.details.pixels': 'ピクセル',
  'editor2d.details.uploaded': 'アップロード日',
  'editor2d.details.adjust': '画像の調整',
  'editor2d.links.title': '3D 画像へのリンク ({count})',
  'editor2d.links.none': 'リンクはまだありません。編集モードにして描いてください。',
  'editor2d.links.noneEditing': 'リンクはまだありません。',
  'editor2d.links.drawHelp': '画像上をドラッグして長方形を描き、リンク先の 3D 画像を選びます。',
  'editor2d.links.retarget': '3D 画像を変更',
  'editor2d.links.remove': 'リンクを削除',
  'editor2d.link.label': 'リンク {number}: {name}',
  'editor2d.link.labelUnnamed': 'リンク {number}',
  'editor2d.link.choose': '3D 画像にリンク',
  'editor2d.link.chooseHelp': 'この領域が写している 3D 画像を選んでください。',
};

const zh: typeof en = {
  'editor2d.toggle.tree': '显示或隐藏文件树',
  'editor2d.toggle.details': '显示或隐藏详细信息',
  'editor2d.toggle.edit': '编辑模式：绘制链接',
  'editor2d.tree.failed': '无法读取该文件夹。',
  'editor2d.tree.empty': '空',
  'editor2d.details.format': '格式',
  'editor2d.details.pixels': '像素',
  'editor2d.details.uploaded': '上传日期',
  'editor2d.details.adjust': '图像调整',
  'editor2d.links.title': '指向三维图像的链接 ({count})',
  'editor2d.links.none': '还没有链接。打开编辑模式即可绘制。',
  'editor2d.links.noneEditing': '还没有链接。',
  'editor2d.links.drawHelp': '在图片上拖动绘制矩形，然后选择它所链接的三维图像。',
  'editor2d.links.retarget': '更换三维图像',
  'editor2d.links.remove': '删除链接',
  'editor2d.link.label': '链接 {number}：{name}',
  'editor2d.link.labelUnnamed': '链接 {number}',
  'editor2d.link.choose': '链接到三维图像',
  'editor2d.link.chooseHelp': '选择图片中此区域所对应的三维图像。',
};

export const messages: FeatureMessages = { en, ja, zh };
