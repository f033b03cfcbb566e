// Texts of the landing page and the site footer. English is the source; Japanese and Chinese must
// carry every id (the `satisfies` clauses and messages.test.ts enforce it).

const en = {
  'landing.hero.title': 'Surface topography, in your browser',
  'landing.hero.subtitle':
    'Store, view in 3D, analyse and share measurements from profilometers, AFMs, optical, confocal and stylus instruments. Drop in a file from any instrument, see it at once, get ISO 25178 parameters you can trust and share it with a link.',
  'landing.hero.tagline': 'Open source (MIT) · ISO 25178 · nothing to install',
  'landing.hero.demo.label': 'Live 3D view of a generated machined surface',
  'landing.hero.demo.hint': 'Drag to rotate; pinch or scroll to zoom',
  'landing.hero.demo.caption':
    'A synthetic face-turned and laser-textured surface, 1 mm × 1 mm, generated in your browser and rendered on your graphics card.',
  'landing.hero.demo.loading': 'Loading the 3D viewer…',
  'landing.hero.demo.unavailable.title': 'The live 3D demo cannot run in this browser',
  'landing.hero.demo.unavailable.body':
    'It needs WebGL, which is switched off or not supported here. Turn on hardware acceleration in your browser settings, or use a current version of Chrome, Edge, Firefox or Safari. Everything else on this page works without it.',

  'landing.cta.signedOut.title': 'Try it with your own measurements',
  'landing.cta.signedOut.body':
    'Create a free account, drop in a file from your instrument and see it in 3D within seconds. New accounts start with a trial of every Advanced feature.',
  'landing.cta.signedOut.button': 'Sign up free',
  'landing.cta.signedIn.title': 'Welcome back',
  'landing.cta.signedIn.body': 'Your measurements are waiting in your library.',
  'landing.cta.signedIn.button': 'Open my images',
  'landing.cta.help': 'Read the help',

  'landing.features.title': 'One place for your surface data',
  'landing.features.subtitle':
    'Surface data usually lives in vendor software, in Gwyddion or MountainsMap sessions and in e-mail attachments. Asperity keeps it in one library that opens in any browser.',
  'landing.features.viewer.title': 'See it in 3D at once',
  'landing.features.viewer.body':
    'Drop in a file and it opens in 3D. The height map is rendered on the graphics card, so large scans stay smooth to rotate and zoom.',
  'landing.features.viewer.point1': '{count, number} colour scales, custom gradients and adjustable lighting',
  'landing.features.viewer.point2': 'Axes and grid in metric or imperial units, with height exaggeration',
  'landing.features.viewer.point3': 'The same view on a workstation, a laptop or a phone',
  'landing.features.viewer.link': 'About the viewer',
  'landing.features.analysis.title': 'Numbers you can trust',
  'landing.features.analysis.body':
    'Areal parameters after ISO 25178-2 and profile parameters after ISO 21920-2 and ISO 4287, each naming the clause of the standard it implements and tested against known values.',
  'landing.features.analysis.point1': 'Power spectral density, bearing ratio and step height',
  'landing.features.analysis.point2': 'Volume of bumps and holes, grains and particles',
  'landing.features.analysis.point3': 'Flatten, level and filter with a history you can step back through',
  'landing.features.analysis.link': 'About the analyses',
  'landing.features.sharing.title': 'Share with a link, not a file',
  'landing.features.sharing.body':
    'Send a link and colleagues open the measurement in their browser, with no vendor software and no unit mix-ups.',
  'landing.features.sharing.point1':
    'You decide whether others may edit, save a copy or download the original',
  'landing.features.sharing.point2': 'Share whole folders with your team',
  'landing.features.sharing.point3': 'Publish to the public gallery or embed the viewer in your own page',
  'landing.features.sharing.link': 'About sharing',

  'landing.specification.title': 'Specification',
  'landing.specification.formats.title': 'Supported file formats',
  'landing.specification.formats.body':
    'Native files of atomic force microscopes, optical profilers, confocal microscopes and stylus profilers, the common exchange formats, and plain images.',
  'landing.specification.browsers.title': 'Supported browsers',
  'landing.specification.browsers.body': 'Any current browser with WebGL. The oldest versions that work:',
  'landing.specification.link': 'Full specification',

  'landing.plans.title': 'Plans',
  'landing.plans.body':
    'Start for free. Upgrade when you need more storage or the complete analysis toolbox.',
  'landing.plans.link': 'Compare plans',

  'landing.footer.label': 'Site information',
  'landing.footer.plans': 'Plans',
  'landing.footer.help': 'Help',
  'landing.footer.specification': 'Specification',
  'landing.footer.privacy': 'Privacy policy',
  'landing.footer.terms': 'Terms of service',
  'landing.footer.cookies': 'Cookie policy',
  'landing.footer.tagline': 'Asperity: store, view, share and analyse surface topography.',
  'landing.footer.copyright': '© Asperity contributors',
  'landing.footer.license': 'Free and open-source software under the MIT License.',
};

type LandingMessageId = keyof typeof en;

const ja = {
  'landing.hero.title': '表面形状を、ブラウザで',
  'landing.hero.subtitle':
    '触針式・光学式・共焦点の各表面形状測定機や AFM の測定データを保存し、3D で表示し、解析し、共有できます。どの装置のファイルでもドロップするだけですぐに表示され、信頼できる ISO 25178 パラメータが得られ、リンクで共有できます。',
  'landing.hero.tagline': 'オープンソース（MIT）・ISO 25178 準拠・インストール不要',
  'landing.hero.demo.label': '生成した機械加工面のライブ 3D 表示',
  'landing.hero.demo.hint': 'ドラッグで回転、ピンチまたはスクロールでズーム',
  'landing.hero.demo.caption':
    '正面旋削とレーザーテクスチャリングを模した 1 mm × 1 mm の合成表面です。ブラウザ内で生成し、お使いのグラフィックスカードで描画しています。',
  'landing.hero.demo.loading': '3D ビューアーを読み込んでいます…',
  'landing.hero.demo.unavailable.title': 'このブラウザではライブ 3D デモを表示できません',
  'landing.hero.demo.unavailable.body':
    'デモには WebGL が必要ですが、無効になっているか対応していません。ブラウザの設定でハードウェアアクセラレーションを有効にするか、最新版の Chrome、Edge、Firefox、Safari をお使いください。このページのその他の内容は WebGL がなくても表示されます。',

  'landing.cta.signedOut.title': 'お手持ちの測定データで試してみましょう',
  'landing.cta.signedOut.body':
    '無料アカウントを作成して測定ファイルをドロップすれば、数秒で 3D 表示されます。新規アカウントでは、Advanced プランのすべての機能を試用できます。',
  'landing.cta.signedOut.button': '無料で登録',
  'landing.cta.signedIn.title': 'おかえりなさい',
  'landing.cta.signedIn.body': '測定データはライブラリに保存されています。',
  'landing.cta.signedIn.button': 'マイ画像を開く',
  'landing.cta.help': 'ヘルプを読む',

  'landing.features.title': '表面データをひとつの場所に',
  'landing.features.subtitle':
    '表面データは、装置メーカーのソフトウェアや Gwyddion、MountainsMap のセッション、メールの添付ファイルに散らばりがちです。Asperity なら、どのブラウザからでも開けるひとつのライブラリにまとめられます。',
  'landing.features.viewer.title': 'すぐに 3D で見る',
  'landing.features.viewer.body':
    'ファイルをドロップするとそのまま 3D で開きます。高さマップはグラフィックスカードで描画されるため、大きなスキャンでも回転やズームが滑らかです。',
  'landing.features.viewer.point1':
    '{count, number} 種類のカラースケール、カスタムグラデーション、調整可能な照明',
  'landing.features.viewer.point2': 'メートル法またはヤード・ポンド法の軸とグリッド、高さ方向の拡大表示',
  'landing.features.viewer.point3': 'ワークステーションでもノート PC でもスマートフォンでも同じ表示',
  'landing.features.viewer.link': 'ビューアーについて',
  'landing.features.analysis.title': '信頼できる数値',
  'landing.features.analysis.body':
    'ISO 25178-2 に基づく面パラメータと、ISO 21920-2・ISO 4287 に基づく輪郭曲線パラメータ。各パラメータは実装している規格の条項を明示し、既知の値で検証されています。',
  'landing.features.analysis.point1': 'パワースペクトル密度、負荷曲線、段差',
  'landing.features.analysis.point2': '凸部と凹部の体積、粒子・グレイン解析',
  'landing.features.analysis.point3': '形状除去・レベリング・フィルタ処理と、さかのぼれる処理履歴',
  'landing.features.analysis.link': '解析機能について',
  'landing.features.sharing.title': 'ファイルではなくリンクで共有',
  'landing.features.sharing.body':
    'リンクを送るだけで、相手はブラウザで測定データを開けます。装置メーカーのソフトウェアも、単位の取り違えも不要です。',
  'landing.features.sharing.point1':
    '編集、コピーの保存、元ファイルのダウンロードを許可するかどうかを選べます',
  'landing.features.sharing.point2': 'フォルダごとチームと共有',
  'landing.features.sharing.point3': '公開ギャラリーへの掲載や、自分の Web ページへのビューアーの埋め込み',
  'landing.features.sharing.link': '共有について',

  'landing.specification.title': '仕様',
  'landing.specification.formats.title': '対応ファイル形式',
  'landing.specification.formats.body':
    '原子間力顕微鏡、光学式形状測定機、共焦点顕微鏡、触針式形状測定機のネイティブファイル、一般的な交換形式、通常の画像に対応しています。',
  'landing.specification.browsers.title': '対応ブラウザ',
  'landing.specification.browsers.body':
    'WebGL に対応した最新のブラウザで動作します。動作する最も古いバージョン:',
  'landing.specification.link': '詳しい仕様',

  'landing.plans.title': 'プラン',
  'landing.plans.body':
    'まずは無料でお使いください。より多くの容量や、すべての解析機能が必要になったらアップグレードできます。',
  'landing.plans.link': 'プランを比較',

  'landing.footer.label': 'サイト情報',
  'landing.footer.plans': 'プラン',
  'landing.footer.help': 'ヘルプ',
  'landing.footer.specification': '仕様',
  'landing.footer.privacy': 'プライバシーポリシー',
  'landing.footer.terms': '利用規約',
  'landing.footer.cookies': 'Cookie ポリシー',
  'landing.footer.tagline': 'Asperity: 表面形状データの保存・表示・共有・解析。',
  'landing.footer.copyright': '© Asperity contributors',
  'landing.footer.license': 'MIT ライセンスによる自由なオープンソースソフトウェアです。',
} satisfies Record<LandingMessageId, string>;

const zh = {
  'landing.hero.title': '在浏览器中查看表面形貌',
  'landing.hero.subtitle':
    '存储、三维查看、分析和共享来自轮廓仪、原子力显微镜、光学、共聚焦和触针式仪器的测量数据。拖入任何仪器的文件即可立即查看，获得可信的 ISO 25178 参数，并通过链接共享。',
  'landing.hero.tagline': '开源（MIT）· ISO 25178 · 无需安装',
  'landing.hero.demo.label': '生成的机加工表面的实时三维视图',
  'landing.hero.demo.hint': '拖动以旋转；双指捏合或滚动以缩放',
  'landing.hero.demo.caption':
    '一个 1 mm × 1 mm 的合成端面车削与激光织构表面，在浏览器中生成，并由您的显卡渲染。',
  'landing.hero.demo.loading': '正在加载三维查看器…',
  'landing.hero.demo.unavailable.title': '此浏览器无法运行实时三维演示',
  'landing.hero.demo.unavailable.body':
    '演示需要 WebGL，但它在此处已关闭或不受支持。请在浏览器设置中开启硬件加速，或使用最新版本的 Chrome、Edge、Firefox 或 Safari。本页的其他内容无需 WebGL 即可使用。',

  'landing.cta.signedOut.title': '用您自己的测量数据试一试',
  'landing.cta.signedOut.body':
    '创建免费账户，拖入仪器文件，几秒钟内即可看到三维视图。新账户可试用 Advanced 方案的全部功能。',
  'landing.cta.signedOut.button': '免费注册',
  'landing.cta.signedIn.title': '欢迎回来',
  'landing.cta.signedIn.body': '您的测量数据已在资料库中等候。',
  'landing.cta.signedIn.button': '打开我的图像',
  'landing.cta.help': '阅读帮助',

  'landing.features.title': '表面数据集中一处',
  'landing.features.subtitle':
    '表面数据通常分散在仪器厂商软件、Gwyddion 或 MountainsMap 的会话以及邮件附件中。Asperity 将其集中在一个可在任何浏览器中打开的资料库里。',
  'landing.features.viewer.title': '立即以三维查看',
  'landing.features.viewer.body':
    '拖入文件即以三维打开。高度图由显卡渲染，即使是大型扫描也能流畅地旋转和缩放。',
  'landing.features.viewer.point1': '{count, number} 种色标、自定义渐变和可调光照',
  'landing.features.viewer.point2': '公制或英制单位的坐标轴和网格，并可放大高度',
  'landing.features.viewer.point3': '在工作站、笔记本电脑或手机上显示一致',
  'landing.features.viewer.link': '关于查看器',
  'landing.features.analysis.title': '可信的数值',
  'landing.features.analysis.body':
    '依据 ISO 25178-2 的面参数，以及依据 ISO 21920-2 和 ISO 4287 的轮廓参数；每个参数都注明其实现的标准条款，并经过已知数值的验证。',
  'landing.features.analysis.point1': '功率谱密度、支承率曲线和台阶高度',
  'landing.features.analysis.point2': '凸起与凹坑体积、颗粒与晶粒分析',
  'landing.features.analysis.point3': '去除形状、调平和滤波，并可沿处理历史回退',
  'landing.features.analysis.link': '关于分析功能',
  'landing.features.sharing.title': '用链接共享，而不是文件',
  'landing.features.sharing.body':
    '发送一个链接，同事即可在浏览器中打开测量数据，无需厂商软件，也不会弄错单位。',
  'landing.features.sharing.point1': '由您决定他人能否编辑、保存副本或下载原始文件',
  'landing.features.sharing.point2': '与团队共享整个文件夹',
  'landing.features.sharing.point3': '发布到公共图库，或将查看器嵌入您自己的网页',
  'landing.features.sharing.link': '关于共享',

  'landing.specification.title': '规格',
  'landing.specification.formats.title': '支持的文件格式',
  'landing.specification.formats.body':
    '原子力显微镜、光学轮廓仪、共聚焦显微镜和触针式轮廓仪的原生文件、常见的交换格式以及普通图像。',
  'landing.specification.browsers.title': '支持的浏览器',
  'landing.specification.browsers.body': '任何支持 WebGL 的现代浏览器。可运行的最低版本：',
  'landing.specification.link': '完整规格',

  'landing.plans.title': '方案',
  'landing.plans.body': '免费开始使用。需要更多存储空间或完整的分析工具时再升级。',
  'landing.plans.link': '比较方案',

  'landing.footer.label': '网站信息',
  'landing.footer.plans': '方案',
  'landing.footer.help': '帮助',
  'landing.footer.specification': '规格',
  'landing.footer.privacy': '隐私政策',
  'landing.footer.terms': '服务条款',
  'landing.footer.cookies': 'Cookie 政策',
  'landing.footer.tagline': 'Asperity：存储、查看、共享和分析表面形貌。',
  'landing.footer.copyright': '© Asperity contributors',
  'landing.footer.license': '基于 MIT 许可证的自由开源软件。',
} satisfies Record<LandingMessageId, string>;

export const messages = { en, ja, zh } satisfies Record<'en' | 'ja' | 'zh', Record<string, string>>;
