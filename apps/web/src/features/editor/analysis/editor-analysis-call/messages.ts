// Texts shared by the PSD, bearing-ratio, histogram, step-height, volume and grains panels.
const en = {
  'editor.analysis.calculate': 'Calculate',
  'editor.analysis.numberOutOfRange':
    '{bounded, select, 1 {Enter a number from {min} to {max}.} other {Enter a number.}}',
};

const ja: Record<keyof typeof en, string> = {
  'editor.analysis.calculate': '計算',
  'editor.analysis.numberOutOfRange':
    '{bounded, select, 1 {{min}から{max}までの数値を入力してください。} other {数値を入力してください。}}',
};

const zh: Record<keyof typeof en, string> = {
  'editor.analysis.calculate': '计算',
  'editor.analysis.numberOutOfRange':
    '{bounded, select, 1 {请输入 {min} 到 {max} 之间的数字。} other {请输入数字。}}',
};

export const messages = { en, ja, zh };
