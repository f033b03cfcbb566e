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
  'validation.closedForm.title': 'Closed-form checks, run in this browser',
  'validation.closedForm.intro':
    'Surfaces whose parameters follow from a formula, evaluated just now on this device by the same code the editor uses. Besides a sine, a tilted plane and a two-level step, two generated reference surfaces in the manner of ISO 5436-2 type F1 reference data and the mathematical softgauges of Todhunter et al.: an egg-box sampled so that its height, slope and peak parameters are exact, and a material-ratio softgauge whose heights are Gaussian quantiles, for Sk, Spk, Svk, Smr1, Smr2 and the volume parameters. Values in SI units (metres, or none).',
  'validation.closedForm.summary': '{passed} of {total} checks within their tolerance ({ms} ms).',
  'validation.closedForm.formula': 'Formula',
  'validation.closedForm.expected': 'Expected',
  'validation.closedForm.computed': 'Computed here',
  'validation.closedForm.error': 'Error (tolerance)',
  'validation.closedForm.relative': 'relative {error} (≤ {tolerance})',
  'validation.closedForm.absolute': 'absolute {error} (≤ {tolerance})',
  'validation.closedForm.pass': 'Pass',
  'validation.closedForm.fail': 'Fail',
  'validation.closedForm.failed': 'The checks could not run in this browser.',
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
  'validation.closedForm.title': '理論値との照合（このブラウザーで実行）',
  'validation.closedForm.intro':
    'パラメーターが数式で求まる表面を、エディターと同じコードでこの端末上で今計算した結果です。正弦波・傾斜平面・二段の段差に加え、ISO 5436-2 タイプ F1 の参照データや Todhunter らの数学的ソフトゲージにならって生成した参照表面が二つあります。高さ・勾配・山頂のパラメーターが厳密に求まるよう標本化した卵パック形状と、高さがガウス分布の分位点である負荷曲線ソフトゲージ（Sk、Spk、Svk、Smr1、Smr2 と体積パラメーター用）です。値は SI 単位（メートルまたは無次元）です。',
  'validation.closedForm.summary': '{total} 件中 {passed} 件が許容誤差内（{ms} ms）。',
  'validation.closedForm.formula': '数式',
  'validation.closedForm.expected': '理論値',
  'validation.closedForm.computed': 'この端末での計算値',
  'validation.closedForm.error': '誤差（許容値）',
  'validation.closedForm.relative': '相対 {error}（≤ {tolerance}）',
  'validation.closedForm.absolute': '絶対 {error}（≤ {tolerance}）',
  'validation.closedForm.pass': '合格',
  'validation.closedForm.fail': '不合格',
  'validation.closedForm.failed': 'このブラウザーでは照合を実行できませんでした。',
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
  'validation.closedForm.title': '解析解核对（在此浏览器中运行）',
  'validation.closedForm.intro':
    '参数可由公式求得的表面，刚刚在此设备上由编辑器使用的同一代码计算。除正弦、倾斜平面和两级台阶外，还有两个仿照 ISO 5436-2 F1 型参考数据和 Todhunter 等人数学软量规生成的参考表面：一个经采样使高度、斜率和峰参数精确可求的蛋盒面，以及一个高度取高斯分位数的支承率软量规（用于 Sk、Spk、Svk、Smr1、Smr2 和体积参数）。数值为国际单位（米或无量纲）。',
  'validation.closedForm.summary': '{total} 项中有 {passed} 项在容差内（{ms} 毫秒）。',
  'validation.closedForm.formula': '公式',
  'validation.closedForm.expected': '理论值',
  'validation.closedForm.computed': '此处计算值',
  'validation.closedForm.error': '误差（容差）',
  'validation.closedForm.relative': '相对 {error}（≤ {tolerance}）',
  'validation.closedForm.absolute': '绝对 {error}（≤ {tolerance}）',
  'validation.closedForm.pass': '通过',
  'validation.closedForm.fail': '未通过',
  'validation.closedForm.failed': '无法在此浏览器中运行核对。',
};

export const messages = { en, ja, zh };
