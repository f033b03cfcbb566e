// Simplified Chinese texts of the information pages, id for id as in en.ts (the completeness test
// of src/i18n checks it). Product names, standards and instrument names stay as written in English.
import type { InfoMessageId } from './en.ts';

export const zh = {
  // ---------------------------------------------------------------------------------------------
  // Shared
  // ---------------------------------------------------------------------------------------------
  'info.common.seeAlso': '另请参阅',

  'info.plan.free': 'Free',
  'info.plan.basic': 'Basic',
  'info.plan.advanced': 'Advanced',

  // ---------------------------------------------------------------------------------------------
  // Plans
  // ---------------------------------------------------------------------------------------------
  'info.plans.title': '方案与价格',
  'info.plans.intro':
    '每个账户都可以存储、查看、共享和分析测量数据。各方案的区别在于所含的存储空间，以及开放哪些分析和运算。',
  'info.plans.subscriptionsOff':
    '本站目前未开启订阅。每个账户都可以免费使用下列所有功能，包括 Advanced 方案的功能。',
  'info.plans.trial':
    '每个新账户都从 Advanced 方案的试用开始，试用结束前会通知您。试用结束后，除非您选择其他方案，账户将继续使用 Free 方案。',
  'info.plans.billing':
    '价格以美元计，按月或按年计费。一个订阅可以包含供团队使用的多个许可证。取消订阅在当前计费周期结束时生效，在此之前可以撤销；之后账户将回到 Free 方案。',
  'info.plans.quota': '需要更多空间？您可以在账户页面申请额外的存储空间。',
  'info.plans.card.storage': '{storage} 存储空间',
  'info.plans.card.priceMonthly': '每月 {price}',
  'info.plans.card.free.tagline': '查看、测量和共享测量数据。',
  'info.plans.card.basic.tagline': '粗糙度参数、调平和滤波。',
  'info.plans.card.advanced.tagline': '完整的分析工具、配方和批量分析。',
  'info.plans.table.title': '各方案的功能',
  'info.plans.table.caption': '每个方案都包含其左侧方案的全部功能。',
  'info.plans.table.feature': '功能',
  'info.plans.table.storage': '存储空间',
  'info.plans.table.price': '每月价格',
  'info.plans.table.included': '包含',
  'info.plans.table.notIncluded': '不包含',
  'info.plans.group.visualisation': '查看与测量',
  'info.plans.group.analysis': '分析',
  'info.plans.group.operators': '运算',
  'info.plans.group.workflow': '工作流程与安全',

  'info.feature.dimension': '尺寸：距离、角度和圆',
  'info.feature.slice': '切片',
  'info.feature.adjustRowsColumns': '调整行/列',
  'info.feature.crop': '裁剪',
  'info.feature.fillInvalids': '填补无效点',
  'info.feature.removeDrift': '去除漂移',
  'info.feature.removeGlitches': '去除毛刺',
  'info.feature.rotateMirror': '旋转/镜像',
  'info.feature.resize': '调整尺寸',
  'info.feature.printReport': '打印报告',
  'info.feature.interactiveVisualisation': '交互式三维可视化',
  'info.feature.heightProfile': '高度轮廓',
  'info.feature.arealParameters': '面参数（ISO 25178-2）',
  'info.feature.profileParameters': '轮廓参数（ISO 21920-2、ISO 4287）',
  'info.feature.stepHeightLine': '台阶高度：线法',
  'info.feature.deconvolveTip': '针尖反卷积',
  'info.feature.filter': '滤波',
  'info.feature.level': '调平',
  'info.feature.removeForm': '展平（去除形状）',
  'info.feature.removeParticles': '去除颗粒',
  'info.feature.spatialFilter': '空间滤波',
  'info.feature.averagePsd': '平均功率谱密度',
  'info.feature.bearingRatio': '支承率曲线',
  'info.feature.particles': '晶粒与颗粒',
  'info.feature.stepHeightHistogram': '台阶高度：直方图法',
  'info.feature.stepHeightRectangle': '台阶高度：矩形法',
  'info.feature.volume': '体积',
  'info.feature.fftFilter': 'FFT 滤波',
  'info.feature.removeOutliers': '去除离群点',
  'info.feature.batchAnalysis': '批量分析',
  'info.feature.encryption': '文件加密',
  'info.feature.recipes': '配方',
  'info.feature.stitching': '拼接',
  'info.feature.heightHistogram': '高度直方图',
  'info.feature.subtract': '相减',

  // ---------------------------------------------------------------------------------------------
  // Sharing
  // ---------------------------------------------------------------------------------------------
  'info.share.title': '共享',
  'info.share.intro':
    '每个测量数据在上传时都是私有的。由您决定共享什么、与谁共享，以及对方可以用它做什么。您无需四处发送文件，只需发送一个可在任何浏览器中打开的链接。',
  'info.share.link.title': '通过链接共享文件',
  'info.share.link.p1':
    '您可以在文件的详细信息中创建共享链接。任何拥有该链接的人都可以在浏览器的三维查看器中打开测量数据：无需账户，也无需安装软件。',
  'info.share.link.p2':
    '链接包含一个随机部分，并为便于阅读而包含文件的标题。删除链接后它即失效，文件重新变为私有。',
  'info.share.permissions.title': '拥有链接的人可以做什么',
  'info.share.permissions.p1': '三个开关决定了共享文件或文件夹的查看者除了观看之外还能做什么：',
  'info.share.permissions.li1': '允许编辑：查看者可以对共享的测量数据使用编辑器的运算和分析。',
  'info.share.permissions.li2': '允许保存：已登录的查看者可以将副本保存到自己的资料库中并在那里处理。',
  'info.share.permissions.li3':
    '允许导出原始文件：查看者可以下载与上传时逐字节相同的原始仪器文件。仅在允许保存时有效；关闭保存也会同时关闭此项。',
  'info.share.permissions.p2': '在公共图库中，有一个图标标示可以保存到资料库的图像。',
  'info.share.folders.title': '共享文件夹',
  'info.share.folders.p1':
    '文件夹的共享方式相同。拥有文件夹链接的每个人都能看到其中的文件并逐一打开，文件夹的权限适用于其中所有文件。这是将一组测量数据交给团队、客户或供应商的最简单方式。',
  'info.share.folders.p2': '删除文件夹的链接后，所有持有该链接的人都将无法再访问。',
  'info.share.gallery.title': '发布到公共图库',
  'info.share.gallery.p1':
    '公共图库展示其所有者选择发布的测量数据，涵盖半导体、光学、摩擦学、模具和 3D 打印等领域。访问者可以按类别、测量技术和文本进行搜索。',
  'info.share.gallery.p2':
    '发布时，请至少选择一个类别并撰写说明，以便他人找到并理解该样品。已发布的图像对所有人可见，且不能设为可编辑。访问者可以点赞和评论，您也能看到它的浏览次数。',
  'info.share.embed.title': '嵌入查看器',
  'info.share.embed.p1':
    '共享的测量数据可以通过 iframe 嵌入网页、维基或电子实验记录本中，默认尺寸为 {width} × {height} 像素。精简版会立即在透明背景上以简化界面启动三维视图。',
  'info.share.levels.title': '谁能看到什么',
  'info.share.levels.li1': '私有（默认）：只有您自己。',
  'info.share.levels.li2': '通过链接共享：任何拥有该链接的人，具有您所选的权限。',
  'info.share.levels.li3': '公开共享：所有人，并且图像会列在公共图库中。',

  // ---------------------------------------------------------------------------------------------
  // Analysis
  // ---------------------------------------------------------------------------------------------
  'info.analysis.title': '分析',
  'info.analysis.intro':
    'Asperity 根据测量数据的全分辨率高度数据计算表面纹理参数。每个参数都注明了其所依据的标准和条款，每种实现都在具有已知解析值的表面上并与独立的参考软件进行了对比测试。当各标准或常用软件对某个量的定义不同时，参数的详细信息会说明所采用的定义。',
  'info.analysis.areal.title': '面参数（ISO 25178-2）',
  'info.analysis.areal.p1': '面参数描述的是整个表面，而不是单条轨迹。它们按标准的分组方式归类：',
  'info.analysis.areal.li1': '高度参数：Sa、Sq、Ssk、Sku、Sp、Sv 和 Sz。',
  'info.analysis.areal.li2': '空间参数：Sal，即自相关长度，阈值可调（默认 {threshold}）。',
  'info.analysis.areal.li3': '混合参数：Sdq，即均方根梯度；Sdr，即界面展开面积比。',
  'info.analysis.areal.li4': '来自材料比曲线的功能参数：Smr、Smc、Sk、Spk、Svk、Smr1 和 Smr2。',
  'info.analysis.areal.p2':
    '参数可针对整幅图像或您所选的矩形区域进行计算。同时还提供 ASME B46.1 和 EUR 15178 EN 的类别，以及平均值、最小值、最大值和范围等一般统计量。',
  'info.analysis.profile.title': '轮廓参数（ISO 21920-2、ISO 4287）',
  'info.analysis.profile.p1':
    '在表面上水平、垂直或以任意角度画一条线，Asperity 便会提取轮廓并计算 Ra、Rq、Rsk、Rku、Rp、Rv、Rz、Rt、Rc 和 Rmr，以及基于最大值的参数 Rmax、Rp1max、Rv1max、Rz1max、Rpm、Rvm 和 Rtm。',
  'info.analysis.profile.p2':
    '粗糙度轮廓通过高斯滤波器（ISO 16610-21）或样条滤波器（ISO 16610-22）在您选择的截止波长处与波纹度分离。参数在若干取样长度上计算，并可对图像的所有平行轮廓取平均。',
  'info.analysis.psd.title': '功率谱密度',
  'info.analysis.psd.p1':
    '沿行、列或两者的平均功率谱密度显示了表面高度变化在从扫描尺寸到像素尺寸的各空间波长上的分布。它能揭示周期性的刀具痕迹，在不同尺度上比较表面，并显示仪器实际能分辨的带宽。',
  'info.analysis.psd.p2':
    '窗函数（Hann、Hamming、Tukey、Welch 或无）、边缘镜像以及低频和高频截止均可调节。曲线可以导出为图表或表格。',
  'info.analysis.bearing.title': '支承率曲线',
  'info.analysis.bearing.p1':
    '支承率曲线又称 Abbott–Firestone 曲线，在 ISO 25178-2 中称为面材料比曲线，它给出每个高度以上的表面所占比例，并与高度直方图一起显示。参数 Sk、Spk、Svk、Smr1 和 Smr2 采用 ISO 13565-2 的线性材料比构造，并由 ISO 25178-2 推广到面数据。',
  'info.analysis.step.title': '台阶高度',
  'info.analysis.step.p1': '有三种方法可测量台阶、薄膜和刻蚀结构的高度：',
  'info.analysis.step.li1': '线法：沿轮廓在边缘两侧设置参考区。',
  'info.analysis.step.li2': '矩形法：在图像上放置调平矩形和测量矩形，完整计算前可先预览。',
  'info.analysis.step.li3': '直方图法：表面主要高度层之间的间距。',
  'info.analysis.step.p2':
    '当光学仪器测量两种不同材料之间的台阶时，可以针对反射相移对结果进行校正，可选材料包括铝、金、铬、铜、硅或电介质等。',
  'info.analysis.volume.title': '体积',
  'info.analysis.volume.p1':
    '围绕某一区域绘制多边形，Asperity 便会报告其中凸起（参考面以上的材料）和凹坑（参考面以下的空隙）的体积。典型用途包括磨痕、凹坑、焊缝和沉积物。',
  'info.analysis.grains.title': '晶粒与颗粒',
  'info.analysis.grains.p1':
    '高度阈值将阈值以上或以下的晶粒或颗粒与背景分开。可以排除接触图像边缘的颗粒和小于最小尺寸的颗粒。Asperity 会报告每个颗粒的面积、周长、长宽比、取向、圆度和形状因子，并给出按数量和按面积比例的汇总。',
  'info.analysis.dimension.title': '尺寸与切片',
  'info.analysis.dimension.p1':
    '直接在图像上测量距离、角度和圆，并切出切片以查看截面及其高度，以及两个标记之间的面积。',
  'info.analysis.batch.title': '配方与批量分析',
  'info.analysis.batch.p1':
    '配方保存一系列运算和分析及其设置。将其应用于另一个测量数据，即可获得相同的预处理和相同的参数；也可以通过批量分析一次对多个文件运行。',
  'info.analysis.standards.title': '引用的标准',
  'info.analysis.standards.li1':
    'ISO 25178-2:2021，产品几何技术规范（GPS）— 表面结构：区域法 — 第 2 部分：术语、定义及表面结构参数。',
  'info.analysis.standards.li2':
    'ISO 21920-2:2021，产品几何技术规范（GPS）— 表面结构：轮廓法 — 第 2 部分：术语、定义及表面结构参数。',
  'info.analysis.standards.li3':
    'ISO 4287:1997，产品几何技术规范（GPS）— 表面结构：轮廓法 — 术语、定义及表面结构参数。已被 ISO 21920-2 取代，但仍被广泛引用。',
  'info.analysis.standards.li4':
    'ISO 13565-2:1996，产品几何技术规范（GPS）— 表面结构：轮廓法；具有复合加工特征的表面 — 第 2 部分：用线性化的支承率曲线表征高度特性。',
  'info.analysis.standards.li5':
    'ISO 16610-21，产品几何技术规范（GPS）— 滤波 — 第 21 部分：线性轮廓滤波器：高斯滤波器。',
  'info.analysis.standards.li6':
    'ISO 16610-22，产品几何技术规范（GPS）— 滤波 — 第 22 部分：线性轮廓滤波器：样条滤波器。',
  'info.analysis.standards.li7': 'ASME B46.1，表面纹理（表面粗糙度、波纹度和纹理方向）。',
  'info.analysis.standards.li8':
    'EUR 15178 EN：K. J. Stout 等，《三维粗糙度表征方法的发展》（The development of methods for the characterisation of roughness in three dimensions），欧洲共同体委员会，1993 年。',

  // ---------------------------------------------------------------------------------------------
  // Viewer
  // ---------------------------------------------------------------------------------------------
  'info.viewer.title': '三维查看器',
  'info.viewer.intro':
    '打开测量数据，片刻之后它就会以三维形式显示在您的浏览器中，无论是在工作站、笔记本电脑还是手机上。同一个查看器可显示您自己的文件、共享链接和嵌入视图。',
  'info.viewer.gpu.title': '由显卡渲染',
  'info.viewer.gpu.p1':
    '高度图以浮点纹理的形式传送到显卡，并在那里生成表面，因此数百万个点仍能流畅交互。移动大型测量数据时会采用细节层次绘制；分析始终使用全分辨率数据。只有在内容变化时才会重绘视图，因此空闲的页面不会耗电。',
  'info.viewer.navigate.title': '浏览视图',
  'info.viewer.navigate.p1':
    '拖动以旋转；双指缩放或滚动滚轮以缩放。相机位置属于图像设置的一部分，会随文件一起保存。',
  'info.viewer.colour.title': '色标',
  'info.viewer.colour.p1':
    '高度使用以下渐变之一着色。您可以定义自己的渐变，也可以手动设置颜色范围，以突出某一高度带或让多幅图像使用相同的色标。带有您所用单位刻度的色条显示色标。',
  'info.viewer.lighting.title': '光照与明暗',
  'info.viewer.lighting.p1':
    '方位角、仰角和强度均可调节的光源能突出刀具痕迹和划痕等细微纹理。光源可以随相机移动，也可以相对于样品固定，使阴影在旋转时保持原位。平面着色可显示各个测量点。',
  'info.viewer.geometry.title': '比例、边框与网格',
  'info.viewer.geometry.p1':
    '从 {heightMin}× 到 {heightMax}× 的高度放大使毫米级宽度扫描上的纳米级特征清晰可见，从 {xyMin}× 到 {xyMax}× 的横向缩放可拉伸 x 轴和 y 轴。边框、网格线以及带有所选单位刻度的坐标轴为视图提供尺寸参照。这些都不会改变测量值。',
  'info.viewer.units.title': '单位',
  'info.viewer.units.p1':
    '长度和高度以公制单位（埃、纳米、微米、毫米）或英制单位（微英寸、毫英寸、英寸）显示。自动高度单位会选择适合高度范围的单位。数字可以按选定的有效位数或小数位数显示。内部所有数据都以米为单位保存，因此更改显示单位绝不会改变数值。',

  'info.gradient.rainbow': '彩虹',
  'info.gradient.blue-white': '蓝–白',
  'info.gradient.black-white': '黑–白',
  'info.gradient.darkblue-lightblue': '深蓝–浅蓝',
  'info.gradient.black-brown-orange-yellow': '黑–棕–橙–黄',
  'info.gradient.black-red-yellow': '黑–红–黄',
  'info.gradient.black-brown-yellow': '黑–棕–黄',

  // ---------------------------------------------------------------------------------------------
  // Specification
  // ---------------------------------------------------------------------------------------------
  'info.specification.title': '规格',
  'info.specification.intro': 'Asperity 能读取哪些文件、需要哪些浏览器，以及如何保存您的数据。',
  'info.specification.formats.title': '支持的文件格式',
  'info.specification.formats.p1':
    'Asperity 首先根据内容识别文件，其次才根据扩展名。如果文件已损坏或不是测量数据，上传时会报告原因，而不会进行猜测。',
  'info.specification.formats.note':
    '星号表示任意后续字符：.tif* 包括 .tif 和 .tiff，.0* 到 .9* 包括 Bruker NanoScope 仪器写出的 .001 等编号文件。图像在二维编辑器中打开，并可与三维测量数据关联；当您的资料库中至少有一个三维测量数据后即可上传图像。',
  'info.specification.browsers.title': '浏览器',
  'info.specification.browsers.p1': 'Asperity 可在以下浏览器的指定版本及更高版本中运行：',
  'info.specification.browsers.p2':
    '三维查看器还需要开启硬件加速的 WebGL 2。有些浏览器在晚于上述版本时才支持 WebGL 2（例如 Safari 从 15 版起）；在较旧的版本中，除三维视图外其他功能均可使用。不受支持的浏览器会显示一条可关闭的提示。',
  'info.specification.browsers.browser': '浏览器',
  'info.specification.browsers.version': '最低版本',
  'info.specification.data.title': '数据的保存方式',
  'info.specification.data.li1':
    '高度以米为单位、以 64 位浮点数保存在规则网格上。无效点保持标记为无效，而不会被悄悄填补。',
  'info.specification.data.li2': '上传的原始文件逐字节保存，您随时可以重新下载。',
  'info.specification.data.li3': '运算作为历史记录叠加在原始数据之上，原始数据保持不变。',
  'info.specification.data.li4': '每个账户的存储空间取决于方案。',
  'info.specification.export.title': '导出格式',
  'info.specification.export.p1': '测量数据可以导出为：',
  'info.specification.export.p2':
    '图表和表格可导出为 PNG、CSV（带字节顺序标记，以便电子表格软件识别正确的编码）和 PDF。',
  'info.specification.languages.title': '语言',
  'info.specification.languages.p1': '界面提供以下语言：{languages}。',
  'info.specification.software.title': '软件与托管',
  'info.specification.software.p1':
    'Asperity 是采用 MIT 许可证的自由开源软件。它可以在单台机器上使用 SQLite 和本地文件存储运行，也可以借助 PostgreSQL、Redis 和兼容 S3 的对象存储进行横向扩展。',

  'info.exportType.original': '原始文件，与上传时完全相同',
  'info.exportType.opengps': 'X3P（ISO 25178-72，OpenGPS）',
  'info.exportType.surf': 'SUR（Digital Surf）',
  'info.exportType.filmetrics-binary': 'Filmetrics 二进制',
  'info.exportType.filmetrics-text': 'Filmetrics 文本',
  'info.exportType.stereolithography': 'STL，用于 3D 打印和 CAD',
  'info.exportType.png': 'PNG 图像',

  'info.formats.header.family': '仪器类别',
  'info.formats.header.sources': '典型来源',
  'info.formats.header.extensions': '扩展名',
  'info.formats.spm.name': '原子力显微镜与扫描探针显微镜',
  'info.formats.spm.sources': 'Bruker/Veeco NanoScope、Asylum Research（Igor Pro）、NT-MDT、Seiko/SII',
  'info.formats.optical.name': '光学轮廓仪与干涉仪',
  'info.formats.optical.sources':
    'Zygo MetroPro、Bruker Wyko Vision、FRT MicroProf、KLA Zeta、Filmetrics Profilm',
  'info.formats.confocal.name': '共聚焦与焦点变化显微镜',
  'info.formats.confocal.sources': 'Sensofar、Keyence VK、Olympus LEXT、Alicona、WITec',
  'info.formats.stylus.name': '触针式轮廓仪',
  'info.formats.stylus.sources': 'Bruker Dektak（Vision64）、Ambios',
  'info.formats.exchange.name': '交换格式与分析软件格式',
  'info.formats.exchange.sources':
    'X3P（ISO 25178-72）、Digital Surf SUR、SDF（ISO 25178-71）、BCR/BCRF、Gwyddion、ISO 5436-2 XML',
  'info.formats.tiff.name': 'TIFF 高度图',
  'info.formats.tiff.sources': 'Park Systems 以及其他以 TIFF 文件保存高度的仪器',
  'info.formats.text.name': '文本与原始数据',
  'info.formats.text.sources': 'ASCII 矩阵和 x-y-z 导出文件、原始二进制数据',
  'info.formats.image.name': '二维图像',
  'info.formats.image.sources': 'BMP、JPEG 和 PNG 图片，例如样品的显微照片',
  'info.formats.other.name': '其他仪器格式',
  'info.formats.other.sources': '上传时接受的其他格式',

  'info.browser.chrome': 'Google Chrome',
  'info.browser.edge': 'Microsoft Edge',
  'info.browser.firefox': 'Mozilla Firefox',
  'info.browser.opera': 'Opera',
  'info.browser.safari': 'Safari',
  'info.browser.ios': 'iOS 版 Safari',

  // ---------------------------------------------------------------------------------------------
  // Help index and topics
  // ---------------------------------------------------------------------------------------------
  'info.help.title': '帮助',
  'info.help.intro': '从第一次上传到最后导出的数值，Asperity 各部分的简明指南。',
  'info.help.topics': '主题',
  'info.help.backToIndex': '全部帮助主题',
  'info.help.notFound.title': '找不到帮助主题',
  'info.help.notFound.body': '没有名为“{feature}”的帮助文章。帮助索引列出了所有主题。',
  'info.help.notFound.link': '前往帮助索引',

  'info.helpTopic.upload.title': '上传测量数据',
  'info.helpTopic.upload.summary': '添加仪器文件，跟踪上传队列，并处理上传失败。',
  'info.helpTopic.upload.add.title': '添加文件',
  'info.helpTopic.upload.add.p1':
    '打开“我的图像”，将文件拖放到文件列表上，或通过上传按钮选择文件。您可以一次添加多个文件；它们会放入您正在查看的文件夹。每个文件及其进度都会显示在上传队列中：等待、上传中，然后是完成、失败或已取消。',
  'info.helpTopic.upload.formats.title': '哪些文件可用',
  'info.helpTopic.upload.formats.p1':
    '原子力显微镜、光学轮廓仪、共聚焦显微镜和触针式轮廓仪的原生文件可直接读取，X3P、SUR 和 SDF 等交换格式以及文本导出文件也是如此。规格页面列出了所有可接受的扩展名。一个文件可以包含多个通道，例如高度和振幅。',
  'info.helpTopic.upload.formats.p2':
    '普通图像（BMP、JPEG、PNG）属于二维图像。当您的资料库中至少有一个三维测量数据后即可上传，并可在二维编辑器中与三维图像的区域关联。',
  'info.helpTopic.upload.failed.title': '上传失败时',
  'info.helpTopic.upload.failed.p1':
    '上传失败时会显示原因，并提供“重试”和“取消”。如果文件类型不受支持，消息会指出该扩展名，并且只提供“取消”，因为重试也无济于事。',
  'info.helpTopic.upload.failed.p2': '如果存储空间已满，请删除不再需要的文件，或在账户页面申请更多存储空间。',
  'info.helpTopic.upload.failed.p3':
    'Asperity 会检查导入比例是否合理。例如，声称横向尺寸为一公里，或高度比宽度大一百万倍的文件会被标记警告：这通常意味着仪器写入了错误的单位。',
  'info.helpTopic.upload.original.title': '您的原始文件',
  'info.helpTopic.upload.original.p1':
    '您上传的文件会逐字节保存。无论您在编辑器中做了什么，都可以重新下载原始文件。',

  'info.helpTopic.library.title': '资料库：文件和文件夹',
  'info.helpTopic.library.summary': '用文件夹整理测量数据，快速找到它们，并控制在存储空间之内。',
  'info.helpTopic.library.folders.title': '文件夹',
  'info.helpTopic.library.folders.p1':
    '您可以创建文件夹以及文件夹中的子文件夹；列表上方的路径可带您返回上一级。文件和文件夹可以重命名、复制、移动和删除。文件夹不能移入其自身的子文件夹中。',
  'info.helpTopic.library.finding.title': '查找文件',
  'info.helpTopic.library.finding.p1':
    '“全部”“最近”“收藏”和“已共享”视图用于筛选列表；将文件标为收藏即可快速找到它。列表可以按行显示，也可以显示为带三维或二维缩略图的平铺视图，并可按创建日期、修改日期、名称、大小或原始文件大小排序。默认情况下，最近更改的文件排在最前。',
  'info.helpTopic.library.names.title': '名称',
  'info.helpTopic.library.names.p1':
    '名称在其所在文件夹内必须唯一，长度最多 {maxLength} 个字符，且不能包含字符 {characters} 或控制字符。Windows 保留的名称（如 CON、PRN、AUX、NUL、COM1 或 LPT1）无论是否带扩展名都会被拒绝，以便每个文件都能在任何系统上以其自身名称下载。',
  'info.helpTopic.library.storage.title': '存储空间',
  'info.helpTopic.library.storage.p1':
    '每个方案都包含一定的存储空间，列在方案页面上。文件的详细信息显示所存储测量数据的大小以及原始文件的大小。需要更多空间时，请在账户页面申请额外的存储空间。',

  'info.helpTopic.viewer.title': '使用三维查看器',
  'info.helpTopic.viewer.summary': '旋转和缩放，调整颜色、光照、比例和网格。',
  'info.helpTopic.viewer.moving.title': '移动视图',
  'info.helpTopic.viewer.moving.p1':
    '拖动以旋转；双指缩放或滚动滚轮以缩放。查看器只在内容变化时绘制，因此在笔记本电脑和手机上也能保持流畅。',
  'info.helpTopic.viewer.colour.title': '色标',
  'info.helpTopic.viewer.colour.p1':
    '在色标设置中选择一种渐变，或定义您自己的渐变。手动设置颜色范围可以突出某一高度带，或让多幅图像使用相同的色标，以便一眼就能比较。',
  'info.helpTopic.viewer.lighting.title': '光照',
  'info.helpTopic.viewer.lighting.p1':
    '方位角和仰角设定光的方向，强度设定光的强弱。相对于相机的光会随视角移动；相对于样品的光则固定在表面上，这有助于判断纹理的方向。',
  'info.helpTopic.viewer.scale.title': '比例、边框与网格',
  'info.helpTopic.viewer.scale.p1':
    '高度比例仅在显示时放大或压平高度；测量值不会改变。XY 比例用于拉伸横向坐标轴。常规设置可开启或关闭边框、网格线和背景。',
  'info.helpTopic.viewer.large.title': '大型测量数据',
  'info.helpTopic.viewer.large.p1':
    '非常大的扫描会以细节层次显示，使视图保持流畅。分析和导出始终使用每一个测量点。',

  'info.helpTopic.areal-parameters.title': '面参数',
  'info.helpTopic.areal-parameters.summary':
    'Sa、Sq、Sz、Sdr 等 ISO 25178-2 参数，可针对整幅图像或某一区域计算。',
  'info.helpTopic.areal-parameters.running.title': '运行分析',
  'info.helpTopic.areal-parameters.running.p1':
    '在编辑器中打开面参数面板。参数按类别分组；开启您需要的参数，或一次开启整个类别。数值以您的显示单位显示，并可导出为表格。',
  'info.helpTopic.areal-parameters.area.title': '关注区域',
  'info.helpTopic.areal-parameters.area.p1':
    '默认情况下会计算整幅图像。选择受限区域即可改为计算一个矩形，例如排除受损的边缘；该矩形初始为位于中央、每边占一半长度的矩形。',
  'info.helpTopic.areal-parameters.prepare.title': '先预处理表面',
  'info.helpTopic.areal-parameters.prepare.p1':
    '参数基于编辑器中当前的表面计算。倾斜或弯曲样品的高度参数主要反映其形状：请先进行调平或展平；如果需要特定波长带的粗糙度，再进行滤波（ISO 25178 的 S 滤波器和 L 滤波器）。无效点不参与任何计算。',
  'info.helpTopic.areal-parameters.definitions.title': '定义',
  'info.helpTopic.areal-parameters.definitions.p1':
    '每个参数的详细信息都注明了其所依据的 ISO 25178-2 条款。Sku 是标准所定义的峰度，对于高斯高度分布其值为 3，而不是某些软件报告的超额峰度。Sal 使用面板中设置的自相关阈值（默认 {threshold}）。',

  'info.helpTopic.profile-parameters.title': '轮廓参数',
  'info.helpTopic.profile-parameters.summary':
    '从横穿表面的线上求得 Ra、Rq、Rz 等参数，可使用高斯或样条滤波。',
  'info.helpTopic.profile-parameters.line.title': '选择轮廓',
  'info.helpTopic.profile-parameters.line.p1':
    '在表面上放置一条水平、垂直或对角的线。对整幅图像取平均会计算每一条平行的行或列并对结果取平均，这比单条轨迹更具代表性。',
  'info.helpTopic.profile-parameters.filter.title': '滤波与取样长度',
  'info.helpTopic.profile-parameters.filter.p1':
    '粗糙度轮廓通过高斯滤波器或样条滤波器在您设置的截止波长处与波纹度分离。取样长度的数量可以是轮廓所能容纳的最大数量，也可以是 {samplesMin} 到 {samplesMax} 之间的一个数。',
  'info.helpTopic.profile-parameters.standards.title': '采用哪个标准？',
  'info.helpTopic.profile-parameters.standards.p1':
    'ISO 21920-2 于 2021 年取代了 ISO 4287，并修改了部分定义和默认值，较早的图纸和国家标准可能还采用其他定义。比较数值之前，请确认规范所引用的是哪种定义；每个参数的详细信息都说明了 Asperity 所采用的定义。',

  'info.helpTopic.psd.title': '功率谱密度',
  'info.helpTopic.psd.summary': '查看粗糙度在各波长上的分布，并设置窗函数和截止频率。',
  'info.helpTopic.psd.what.title': '它显示什么',
  'info.helpTopic.psd.what.p1':
    '平均 PSD 是每一行（X）或每一列（Y）傅里叶变换幅值的平方的平均值。在对数坐标轴上，它显示高度变化由哪些波长承载：峰值指向进给痕迹等周期性结构，而一条直线斜率则表示自仿射、类分形的粗糙度。',
  'info.helpTopic.psd.settings.title': '设置',
  'info.helpTopic.psd.settings.li1': '方向：X、Y 或两者。',
  'info.helpTopic.psd.settings.li2':
    '窗函数：无（默认）、Hann、Hamming、带系数的 Tukey 或 Welch。窗函数可减少由测量边缘引起的泄漏。',
  'info.helpTopic.psd.settings.li3': '镜像：用每个轮廓的镜像对其进行延拓，使边缘处没有跳变。',
  'info.helpTopic.psd.settings.li4': '频率范围：全范围，或设置低频和高频截止。',
  'info.helpTopic.psd.check.title': '核对您的数值',
  'info.helpTopic.psd.check.p1':
    '两个频率之间 PSD 曲线下的面积等于该频带内粗糙度的均方高度（帕塞瓦尔定理）。因此，当 PSD 与 Rq 或 Sq 覆盖相同频带时，两者必须一致。',

  'info.helpTopic.bearing-ratio.title': '支承率曲线',
  'info.helpTopic.bearing-ratio.summary': '用于磨损和润滑问题的 Abbott–Firestone 曲线与高度直方图。',
  'info.helpTopic.bearing-ratio.reading.title': '解读曲线',
  'info.helpTopic.bearing-ratio.reading.p1':
    '对于每个高度，曲线显示位于其上方的表面所占的百分比。从顶部开始读：最初的几个百分点是最高的峰，它们最先磨损；平坦的中间部分是承受载荷的核心；最后一部分是储存润滑剂的谷。',
  'info.helpTopic.bearing-ratio.histogram.title': '直方图',
  'info.helpTopic.bearing-ratio.histogram.p1':
    '曲线旁的高度直方图显示每个高度出现的频率。您可以设置分箱数（默认 {bins}）、切换为连续直方图、显示或隐藏曲线，或将图表竖排以与轮廓对齐。',
  'info.helpTopic.bearing-ratio.parameters.title': '参数',
  'info.helpTopic.bearing-ratio.parameters.p1':
    'Sk、Spk、Svk、Smr1 和 Smr2 按照 ISO 13565-2 和 ISO 25178-2，以核心粗糙度深度、简化峰高和简化谷深来概括曲线。它们属于面参数。',

  'info.helpTopic.step-height.title': '台阶高度',
  'info.helpTopic.step-height.summary': '用线法、矩形法或直方图法测量台阶和膜厚。',
  'info.helpTopic.step-height.methods.title': '选择方法',
  'info.helpTopic.step-height.methods.li1':
    '线法，适用于单个边缘：在台阶上放置一条轮廓，并在上侧和下侧设置参考区。',
  'info.helpTopic.step-height.methods.li2':
    '矩形法，适用于区域：放置用于调平和测量的矩形；完整计算前会预览结果。各矩形可以相互独立地放置。',
  'info.helpTopic.step-height.methods.li3':
    '直方图法，适用于具有两个或更多不同高度层的表面（如刻蚀图案）：在直方图中找出主要高度层，并报告它们之间的间距。',
  'info.helpTopic.step-height.leveling.title': '调平',
  'info.helpTopic.step-height.leveling.p1':
    '倾斜的样品会使每个台阶高度都出错。这些方法在测量前会根据参考区域对表面进行调平；请将这些区域放在同一高度层的平坦部分上。',
  'info.helpTopic.step-height.materials.title': '不同材料',
  'info.helpTopic.step-height.materials.p1':
    '光学轮廓仪看到的两种不同材料之间的台阶会因反射相移而偏移，而金属、半导体和电介质的反射相移各不相同。为每一侧选择材料（例如硅上的金），结果就会得到相应校正。',

  'info.helpTopic.volume.title': '体积',
  'info.helpTopic.volume.summary': '您所绘区域内凸起和凹坑的体积。',
  'info.helpTopic.volume.measuring.title': '测量',
  'info.helpTopic.volume.measuring.p1':
    '打开体积工具，围绕区域点击以绘制多边形。Asperity 会报告多边形内凸起（参考面以上的材料）和凹坑（参考面以下的空隙）的体积。',
  'info.helpTopic.volume.editing.title': '编辑多边形',
  'info.helpTopic.volume.editing.p1':
    '删除最后一个点可纠正误点，清除绘图则可重新开始。更改多边形会清除之前的结果。',
  'info.helpTopic.volume.meaningful.title': '有意义的数值',
  'info.helpTopic.volume.meaningful.p1': '测量前请先调平表面，使参考面是特征周围的表面，而不是样品的倾斜面。',

  'info.helpTopic.particles.title': '晶粒与颗粒',
  'info.helpTopic.particles.summary': '用高度阈值找出颗粒或孔洞，并获得每一个的统计数据。',
  'info.helpTopic.particles.threshold.title': '阈值',
  'info.helpTopic.particles.threshold.p1':
    '阈值是介于图像最低点和最高点之间的一个高度，默认位于范围的 {percent} 处。颗粒是高于阈值的区域；如果您要找的是孔洞、凹坑或以谷为边界的晶粒，则是低于阈值的区域。',
  'info.helpTopic.particles.exclusions.title': '排除',
  'info.helpTopic.particles.exclusions.p1':
    '排除接触图像边缘的颗粒（因为其真实尺寸未知），以及小于最小尺寸的颗粒（它们通常是噪声）。',
  'info.helpTopic.particles.results.title': '结果',
  'info.helpTopic.particles.results.p1':
    '对每个颗粒给出：面积、周长、长宽比、取向、圆度和形状因子。汇总以颗粒数量及其覆盖面积的比例给出。可导出表格以便在电子表格中继续处理。',

  'info.helpTopic.operators.title': '运算：表面预处理',
  'info.helpTopic.operators.summary': '对测量数据进行形状去除、调平、滤波、裁剪和修复，并可沿历史记录回退。',
  'info.helpTopic.operators.list.title': '可用的运算',
  'info.helpTopic.operators.list.p1': '运算在分析之前修改高度数据：',
  'info.helpTopic.operators.list.li1': '形状与倾斜：展平（去除形状）、调平、去除漂移。',
  'info.helpTopic.operators.list.li2': '滤波：滤波（高斯或样条，用于粗糙度或波纹度）、空间滤波、FFT 滤波。',
  'info.helpTopic.operators.list.li3':
    '修复：去除离群点、填补无效点、去除毛刺、调整行/列、去除颗粒，以及针对 AFM 针尖形状的针尖反卷积。',
  'info.helpTopic.operators.list.li4': '几何：裁剪、旋转/镜像、调整尺寸，以及用于拼合重叠测量数据的拼接。',
  'info.helpTopic.operators.history.title': '历史记录',
  'info.helpTopic.operators.history.p1':
    '您应用的每个运算都会成为文件历史记录中的一步。您可以回到任意较早的步骤或截断历史记录；保存会使当前状态成为文件的状态。上传的原始文件永远不会被修改。两个调平运算不能紧接着连续应用。',
  'info.helpTopic.operators.recipes.title': '配方',
  'info.helpTopic.operators.recipes.p1':
    '将一系列运算和分析保存为配方，并应用到其他测量数据上以进行相同的处理。批量分析可一次对多个文件运行配方。',

  'info.helpTopic.sharing.title': '共享',
  'info.helpTopic.sharing.summary': '通过链接共享文件和文件夹，设置权限，发布到图库，并嵌入查看器。',
  'info.helpTopic.sharing.link.title': '创建链接',
  'info.helpTopic.sharing.link.p1':
    '打开文件的详细信息并创建共享链接，然后复制并发送。收件人无需账户即可在浏览器中打开测量数据。文件夹的共享方式相同。',
  'info.helpTopic.sharing.permissions.title': '权限',
  'info.helpTopic.sharing.permissions.li1':
    '允许编辑：查看者可以对共享的测量数据使用编辑器。公开共享的图像不能设为可编辑。',
  'info.helpTopic.sharing.permissions.li2': '允许保存：已登录的查看者可以将副本保存到自己的资料库中。',
  'info.helpTopic.sharing.permissions.li3': '允许导出原始文件：查看者可以下载原始文件。此项要求允许保存。',
  'info.helpTopic.sharing.stop.title': '停止共享',
  'info.helpTopic.sharing.stop.p1':
    '删除链接后，它会立即失效。删除文件的链接还会将该文件从公共图库中撤下，并重置其权限。',
  'info.helpTopic.sharing.gallery.title': '图库与嵌入',
  'info.helpTopic.sharing.gallery.p1':
    '要发布到公共图库，请至少选择一个类别并撰写说明。要在您自己的网站上展示测量数据，请用 {width} × {height} 像素的 iframe 嵌入查看器。',

  'info.helpTopic.export.title': '导出与下载',
  'info.helpTopic.export.summary': '下载原始文件，转换为 X3P、SUR 或 STL，并导出图表和表格。',
  'info.helpTopic.export.files.title': '测量数据',
  'info.helpTopic.export.files.p1':
    '可将测量数据导出为原始文件、X3P（ISO 25178-72）、SUR（Digital Surf）、Filmetrics 二进制或文本、用于 3D 打印的 STL，或 PNG 图像。选择多个文件或文件夹即可一起导出。',
  'info.helpTopic.export.data.title': '图表和表格',
  'info.helpTopic.export.data.p1':
    '各项分析的图表和表格可导出为 PNG、CSV 或 PDF。CSV 文件以字节顺序标记开头，并以 CR LF 结束每一行，因此电子表格软件会以正确的编码打开它们。',
  'info.helpTopic.export.large.title': '大型导出',
  'info.helpTopic.export.large.p1':
    '大型导出在服务器上准备。准备需要一段时间时，会显示一条状态消息；下载开始后该消息即消失。',
  'info.helpTopic.export.report.title': '报告',
  'info.helpTopic.export.report.p1':
    '“打印报告”会生成测量数据及其分析的可打印摘要，您也可以在打印对话框中将其另存为 PDF。',

  'info.helpTopic.units.title': '单位与数字格式',
  'info.helpTopic.units.summary': '在公制和英制单位之间切换，并选择数字的显示方式。',
  'info.helpTopic.units.system.title': '测量单位制',
  'info.helpTopic.units.system.p1':
    '在单位设置中，可分别为横向距离和高度选择公制单位（埃、纳米、微米、毫米）或英制单位（微英寸、毫英寸、英寸）。两者的默认单位都是微米。',
  'info.helpTopic.units.auto.title': '自动高度单位',
  'info.helpTopic.units.auto.p1':
    '使用自动高度单位时，Asperity 会根据数值大小选择毫米、微米、纳米或埃，使数字保持易读。',
  'info.helpTopic.units.format.title': '数字格式',
  'info.helpTopic.units.format.p1':
    '数字可以按固定的有效位数（{sigMin} 到 {sigMax}）或小数位数（{decMin} 到 {decMax}）显示，并可显示或隐藏末尾的零。非常大和非常小的数值会切换为科学计数法。',
  'info.helpTopic.units.data.title': '单位永远不会改变您的数据',
  'info.helpTopic.units.data.p1':
    'Asperity 以米为单位保存高度和长度，仅在显示和导出时进行换算，因此更改单位绝不会对测量数据进行舍入或修改。',

  // ---------------------------------------------------------------------------------------------
  // Privacy policy
  // ---------------------------------------------------------------------------------------------
  'info.privacy.title': '隐私政策',
  'info.privacy.intro':
    '本政策说明 Asperity 软件在本站处理哪些个人数据、出于何种目的，以及您有哪些选择。Asperity 是开源软件；运营本站的组织（即运营方）对在此处理的数据负责。',
  'info.privacy.controller.title': '谁负责',
  'info.privacy.controller.p1':
    '本站运营方是您个人数据的控制者。您可以通过应用程序中显示的支持联系方式与运营方联系。',
  'info.privacy.data.title': '处理哪些数据',
  'info.privacy.data.li1':
    '账户数据：您的电子邮件地址、用户名、名字和姓氏，以及您的密码——密码仅以使用内存密集型函数生成的加盐哈希形式保存，绝不以可读形式保存。',
  'info.privacy.data.li2':
    '您的文件：您上传的测量数据和图像、它们的名称、文件夹、说明和设置，以及您保存的结果。',
  'info.privacy.data.li3':
    '注册信息：您对“如何了解到 Asperity”的回答、引荐您的页面地址，以及（如果您点击的链接中带有）广告点击标识符。',
  'info.privacy.data.li4':
    '使用和安全数据：您上次登录的时间，以及 IP 地址和由其推断出的国家/地区；失败的登录尝试，用于阻止密码猜测；以及带有请求标识符的服务器日志，用于查找错误。',
  'info.privacy.data.li5':
    '您发送的消息：支持请求和报告，以及您的电子邮件地址和所有附件（总计最多 {size}）。',
  'info.privacy.purpose.title': '为何处理',
  'info.privacy.purpose.p1':
    '处理这些数据是为了提供您所注册的服务（存储、显示、分析和共享您的文件）、保障账户安全、答复您的请求，以及发送服务所需的电子邮件：地址确认、密码重置和您在设置中选择的通知。法律依据是与您订立的合同，以及对安全、正常运行的服务的正当利益。',
  'info.privacy.recipients.title': '谁能看到您的数据',
  'info.privacy.recipients.li1':
    '在您共享之前，您的文件都是私有的。共享链接向任何拥有它的人提供访问权限；发布到公共图库会使图像、其标题和说明以及您的用户名对所有人可见。',
  'info.privacy.recipients.li2': '本站工作人员为运营服务可以查看账户数据，例如确认地址或分配存储空间。',
  'info.privacy.recipients.li3':
    '如果您打开运行在独立主机上的社区论坛，您的用户名和电子邮件地址会通过单点登录传递给它。',
  'info.privacy.recipients.li4':
    '如果本站启用了付费订阅，付款由支付服务提供商处理，该提供商会收到付款所需的数据。',
  'info.privacy.recipients.li5': '个人数据不会被出售，Asperity 也不包含任何第三方广告或跟踪脚本。',
  'info.privacy.retention.title': '数据保存多久',
  'info.privacy.retention.p1':
    '只要您的账户存在，账户数据和文件就会一直保存。当您删除文件或账户时，数据会被删除；备份中的副本按运营方的备份计划过期。电子邮件地址始终未确认的账户会在 {unconfirmedDays} 天后删除。密码重置链接在 {hours} 小时后失效。',
  'info.privacy.rights.title': '您的权利',
  'info.privacy.rights.p1':
    '您可以在个人资料中查看和更正账户数据，随时下载您的文件（包括原始文件），并删除文件或整个账户。您也可以要求运营方提供您数据的副本、反对对其进行处理，并向数据保护机构投诉。',
  'info.privacy.security.title': '安全',
  'info.privacy.security.p1':
    '会话使用页面脚本无法读取的 HTTP-only Cookie。多次登录失败后，将在 {minutes} 分钟内阻止进一步的尝试。文件可以选择加密。当本站通过 HTTPS 提供服务时，您的浏览器与本站之间的所有流量都会被加密。',
  'info.privacy.changes.title': '本政策的变更',
  'info.privacy.changes.p1': '如果本政策发生重要变更，您将在下次登录时被要求同意新版本。',

  // ---------------------------------------------------------------------------------------------
  // Cookie policy
  // ---------------------------------------------------------------------------------------------
  'info.cookies.title': 'Cookie 政策',
  'info.cookies.intro':
    'Asperity 只使用少量 Cookie，每一个都是网站正常运行或记住您所做选择所必需的。没有广告或跟踪 Cookie。',
  'info.cookies.list.title': '本站的 Cookie',
  'info.cookies.header.cookie': 'Cookie',
  'info.cookies.header.purpose': '用途',
  'info.cookies.header.lifetime': '有效期',
  'info.cookies.consent.name': 'Cookie 同意',
  'info.cookies.consent.purpose': '记住您已接受本 Cookie 政策（值为“{value}”），以便不再显示横幅。',
  'info.cookies.browser.name': '过旧浏览器提示',
  'info.cookies.browser.purpose': '记住您已关闭关于浏览器过旧的提示（值为“{value}”），使其保持关闭。',
  'info.cookies.language.name': '语言',
  'info.cookies.language.purpose': '您选择的界面语言，下次访问时以该语言打开网站。',
  'info.cookies.session.name': '会话',
  'info.cookies.session.purpose':
    '使您保持登录状态。一个短期有效的访问 Cookie 在每次请求时识别您的身份；一个刷新 Cookie 用于更新它，并在每次使用时被替换。两者都是 HTTP-only 的，因此页面上的脚本无法读取它们。',
  'info.cookies.lifetime.days': '{cookieDays, plural, other {# 天}}',
  'info.cookies.lifetime.session': '直到您退出登录或其过期',
  'info.cookies.attributes.title': '它们是如何设置的',
  'info.cookies.attributes.p1':
    '同意 Cookie 和过旧浏览器 Cookie 适用于整个网站（路径 {path}），针对本站域名设置，并使用 SameSite={sameSite}，因此浏览器只在从本站发起的请求或指向本站的普通链接中发送它们。会话 Cookie 同样使用 SameSite={sameSite}，再加上对每个修改性请求来源的检查，可保护您免受跨站请求伪造。',
  'info.cookies.storage.title': '浏览器中的存储',
  'info.cookies.storage.p1': '应用程序还可能将显示偏好保存在浏览器的本地存储中。它们保留在您的设备上。',
  'info.cookies.thirdParty.title': '其他网站',
  'info.cookies.thirdParty.p1': '社区论坛运行在独立的主机上，并根据其自身的政策设置自己的 Cookie。',
  'info.cookies.control.title': '您的选择',
  'info.cookies.control.p1':
    '您可以随时在浏览器设置中删除 Cookie。没有会话 Cookie，您将无法保持登录状态；没有同意 Cookie，横幅会再次出现。',

  // ---------------------------------------------------------------------------------------------
  // Terms of service
  // ---------------------------------------------------------------------------------------------
  'info.terms.title': '服务条款',
  'info.terms.intro': '本条款适用于您在本站使用 Asperity。创建账户即表示您同意本条款，因此请仔细阅读。',
  'info.terms.service.title': '服务',
  'info.terms.service.p1':
    'Asperity 让您存储、查看、分析和共享表面形貌测量数据。该软件以 MIT 许可证开源。本条款涵盖在本站运行的服务；您对源代码的使用仅受该许可证约束。',
  'info.terms.account.title': '您的账户',
  'info.terms.account.p1':
    '账户需要一个已确认的电子邮件地址；始终未确认的账户会在 {unconfirmedDays} 天后删除。请对您的密码保密：您须对以您账户进行的一切行为负责。您必须达到所在地可以订立合同的年龄。',
  'info.terms.content.title': '您的内容',
  'info.terms.content.p1':
    '您的文件仍归您所有。您授予运营方为提供服务而存储、处理、显示和备份这些文件所需的许可，以及向您与之共享的人展示这些文件的许可。您确认您有权上传所上传的内容，且共享或发布这些内容不会违反保密协议或侵犯他人的权利。',
  'info.terms.sharing.title': '共享与公共图库',
  'info.terms.sharing.p1':
    '共享链接向任何拥有它的人提供访问权限；由您决定查看者是否可以编辑、保存副本或下载原始文件。发布在公共图库中的图像对所有人可见。运营方可以删除违反本条款的图库内容。',
  'info.terms.use.title': '可接受的使用',
  'info.terms.use.li1': '请勿上传恶意软件或旨在危害本服务或其用户的文件。',
  'info.terms.use.li2': '请勿试图访问他人的账户或文件，或规避方案限制或安全措施。',
  'info.terms.use.li3': '请勿使服务过载，例如通过自动化的大批量上传或远超正常使用的请求。',
  'info.terms.use.li4': '请勿上传违法或侵犯他人权利的内容。',
  'info.terms.plans.title': '方案、存储空间与付款',
  'info.terms.plans.p1':
    '各方案在存储空间和功能上的区别如方案页面所示。新账户从 Advanced 方案的试用开始。在启用付费订阅的情况下，按月或按年以美元计费；取消订阅在当前计费周期结束时生效，之后账户回到 Free 方案。当您的文件占满存储空间时，在释放空间或获得更多存储空间之前，您无法再上传。',
  'info.terms.results.title': '测量结果',
  'info.terms.results.p1':
    'Asperity 按照其所注明的标准的定义计算参数，并已与参考值进行对比测试，但结果取决于您的数据和所选的设置。在将结果用于安全、产品验收或法律事务的决策之前，请先核实结果。',
  'info.terms.liability.title': '可用性与责任',
  'info.terms.liability.p1':
    '本服务按“现状”提供，不作任何保证，正如该软件依 MIT 许可证所提供的那样。运营方力求提供可靠的服务，但不保证其始终可用；请自行保留重要数据的副本。在法律允许的范围内，运营方不对间接损失或数据丢失承担责任。',
  'info.terms.ending.title': '终止服务',
  'info.terms.ending.p1':
    '您可以随时删除您的账户。对于严重或多次违反本条款的账户，运营方可以暂停其使用，并在可能的情况下事先通知，以便您导出文件。',
  'info.terms.changes.title': '本条款的变更',
  'info.terms.changes.p1': '如果本条款发生重要变更，您将在下次登录时被要求接受新版本。',
} satisfies Record<InfoMessageId, string>;
