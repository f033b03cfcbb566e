// Texts of the print report dialog (spec part 3 §2 "print report"). Server errors are the
// contract's catalogue messages (`error.<code>`).
import type { FeatureMessages } from '../../../i18n/featureMessages.ts';

const en = {
  'editor.report.open': 'Print report',
  'editor.report.title': 'Print report',
  'editor.report.sections': 'Sections',
  'editor.report.section.properties': 'Image and instrument properties',
  'editor.report.section.map': '2D map with colour bar',
  'editor.report.section.view3d': '3D view',
  'editor.report.section.parameters': 'Areal parameters',
  'editor.report.section.chart': 'Material ratio curve',
  'editor.report.section.history': 'Operation history',
  'editor.report.parameters': 'Parameters',
  'editor.report.parametersHelp': 'Ids such as Sq, Sa, Sz; empty for all',
  'editor.report.preview': 'Report preview',
  'editor.report.previewHint': 'Choose what goes in, then preview the report here before downloading it.',
  'editor.report.previewButton': 'Preview',
  'editor.report.download': 'Download PDF',
};

const ja: typeof en = {
  'editor.report.open': 'レポートを印刷',
  'editor.report.title': 'レポートの印刷',
  'editor.report.sections': 'セクション',
  'editor.report.section.properties': '画像と装置のプロパティ',
  'editor.report.section.map': 'カラーバー付き 2D マップ',
  'editor.report.section.view3d': '3D ビュー',
  'editor.report.section.parameters': '面パラメーター',
  'editor.report.section.chart': '負荷曲線',
  'editor.report.section.history': '操作履歴',
  'editor.report.parameters': 'パラメーター',
  'editor.report.parametersHelp': 'Sq, Sa, Sz などの ID。空欄ですべて',
  'editor.report.preview': 'レポートのプレビュー',
  'editor.report.previewHint': '内容を選び、ダウンロード前にここでプレビューしてください。',
  'editor.report.previewButton': 'プレビュー',
  'editor.report.download': 'PDF をダウンロード',
};

const zh: typeof en = {
  'editor.report.open': '打印报告',
  'editor.report.title': '打印报告',
  'editor.report.sections': '章节',
  'editor.report.section.properties': '图像与仪器属性',
  'editor.report.section.map': '带色标的二维图',
  'editor.report.section.view3d': '三维视图',
  'editor.report.section.parameters': '面参数',
  'editor.report.section.chart': '材料比曲线',
  'editor.report.section.history': '操作历史',
  'editor.report.parameters': '参数',
  'editor.report.parametersHelp': '如 Sq、Sa、Sz 等标识；留空表示全部',
  'editor.report.preview': '报告预览',
  'editor.report.previewHint': '选择要包含的内容，然后在下载前于此处预览报告。',
  'editor.report.previewButton': '预览',
  'editor.report.download': '下载 PDF',
};

export const messages: FeatureMessages = { en, ja, zh };
