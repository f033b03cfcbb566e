// Texts of the total-focus image adjustments dialog (spec part 3 dialog "total focus image
// adjustments"). Server errors are the contract's catalogue messages (`error.<code>`).
import type { FeatureMessages } from '../../../i18n/featureMessages.ts';

const en = {
  'editor.totalFocus.title': 'Total focus image adjustments',
  'editor.totalFocus.brightness': 'Brightness',
  'editor.totalFocus.contrast': 'Contrast',
  'editor.totalFocus.preview': 'Adjusted total focus image',
  'editor.totalFocus.reset': 'Reset',
  'editor.totalFocus.save': 'Save',
  'editor.totalFocus.noImage': 'This file has no total focus image (2D image channel) to adjust.',
};

const ja: typeof en = {
  'editor.totalFocus.title': '全焦点画像の調整',
  'editor.totalFocus.brightness': '明るさ',
  'editor.totalFocus.contrast': 'コントラスト',
  'editor.totalFocus.preview': '調整後の全焦点画像',
  'editor.totalFocus.reset': 'リセット',
  'editor.totalFocus.save': '保存',
  'editor.totalFocus.noImage': 'このファイルには調整できる全焦点画像（2D 画像チャンネル）がありません。',
};

const zh: typeof en = {
  'editor.totalFocus.title': '全焦点图像调整',
  'editor.totalFocus.brightness': '亮度',
  'editor.totalFocus.contrast': '对比度',
  'editor.totalFocus.preview': '调整后的全焦点图像',
  'editor.totalFocus.reset': '重置',
  'editor.totalFocus.save': '保存',
  'editor.totalFocus.noImage': '此文件没有可调整的全焦点图像（二维图像通道）。',
};

export const messages: FeatureMessages = { en, ja, zh };
