// Texts of the statistics chooser shared by the areal and the profile parameters panels.
const en = {
  'editor.statistics.choose.open': 'Choose the statistics listed',
  'editor.statistics.choose.title': '{group}: statistics listed',
  'editor.statistics.choose.all': 'Select all',
  'editor.statistics.choose.default': 'Default',
  'editor.statistics.choose.none': 'Choose at least one statistic.',
  'editor.statistics.choose.apply': 'Apply',
} as const;

type Id = keyof typeof en;

const ja: Record<Id, string> = {
  'editor.statistics.choose.open': '表示するパラメーターを選択',
  'editor.statistics.choose.title': '{group}：表示するパラメーター',
  'editor.statistics.choose.all': 'すべて選択',
  'editor.statistics.choose.default': '既定',
  'editor.statistics.choose.none': '少なくとも1つ選択してください。',
  'editor.statistics.choose.apply': '適用',
};

const zh: Record<Id, string> = {
  'editor.statistics.choose.open': '选择显示的参数',
  'editor.statistics.choose.title': '{group}：显示的参数',
  'editor.statistics.choose.all': '全选',
  'editor.statistics.choose.default': '默认',
  'editor.statistics.choose.none': '请至少选择一个参数。',
  'editor.statistics.choose.apply': '应用',
};

export const messages = { en, ja, zh };
