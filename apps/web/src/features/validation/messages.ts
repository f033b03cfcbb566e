// Texts of the validation page (issue 7 §7). The measurements themselves come from the generated
// docs/parameters.md and stay in English.
const en = {
  'route.validation': 'Validation',
  'validation.title': 'How the parameters are validated',
  'validation.intro':
    'Every surface parameter is compared with Gwyddion 2.62, the open-source reference, on synthetic surfaces whose values are committed with the code. This page shows the measured agreement of each parameter.',
  'validation.source':
    'The figures come from the same tests that run on every change (docs/parameters.md); their wording is in English.',
  'validation.areal.title': 'Areal parameters (ISO 25178-2 and others)',
  'validation.profile.title': 'Profile parameters (ISO 4287, ISO 21920-2, ASME B46.1)',
  'validation.column.parameter': 'Parameter',
  'validation.column.unit': 'Unit',
  'validation.column.standard': 'Standard',
  'validation.column.agreement': 'Agreement with Gwyddion 2.62',
  'validation.column.choice': 'Definitional choice',
  'validation.kind.identical': 'Identical',
  'validation.kind.measured': 'Measured difference',
  'validation.kind.notCompared': 'Not compared',
  'validation.tools.title': 'Definitional choices of the analysis tools',
  'validation.help': 'How the parameters are validated',
} as const;

export type ValidationMessageId = keyof typeof en;

const ja: Record<ValidationMessageId, string> = {
  'route.validation': '検証',
  'validation.title': 'パラメーターの検証方法',
  'validation.intro':
    'すべての表面パラメーターを、オープンソースの基準である Gwyddion 2.62 と、値をコードとともにコミットした合成表面上で比較しています。このページでは各パラメーターの一致度の測定結果を示します。',
  'validation.source':
    '数値は変更のたびに実行される同じテスト（docs/parameters.md）から得たもので、説明文は英語です。',
  'validation.areal.title': '面パラメーター（ISO 25178-2 ほか）',
  'validation.profile.title': 'プロファイルパラメーター（ISO 4287、ISO 21920-2、ASME B46.1）',
  'validation.column.parameter': 'パラメーター',
  'validation.column.unit': '単位',
  'validation.column.standard': '規格',
  'validation.column.agreement': 'Gwyddion 2.62 との一致',
  'validation.column.choice': '定義上の選択',
  'validation.kind.identical': '完全一致',
  'validation.kind.measured': '差を測定',
  'validation.kind.notCompared': '比較なし',
  'validation.tools.title': '解析ツールの定義上の選択',
  'validation.help': 'パラメーターの検証方法',
};

const zh: Record<ValidationMessageId, string> = {
  'route.validation': '验证',
  'validation.title': '参数如何验证',
  'validation.intro':
    '每个表面参数都在合成表面上与开源参考软件 Gwyddion 2.62 进行比较，这些数值随代码一同提交。本页列出每个参数的实测一致程度。',
  'validation.source': '数据来自每次修改都会运行的同一组测试（docs/parameters.md），说明文字为英文。',
  'validation.areal.title': '面参数（ISO 25178-2 等）',
  'validation.profile.title': '轮廓参数（ISO 4287、ISO 21920-2、ASME B46.1）',
  'validation.column.parameter': '参数',
  'validation.column.unit': '单位',
  'validation.column.standard': '标准',
  'validation.column.agreement': '与 Gwyddion 2.62 的一致性',
  'validation.column.choice': '定义选择',
  'validation.kind.identical': '完全一致',
  'validation.kind.measured': '实测差异',
  'validation.kind.notCompared': '未比较',
  'validation.tools.title': '分析工具的定义选择',
  'validation.help': '参数如何验证',
};

export const messages = { en, ja, zh };
