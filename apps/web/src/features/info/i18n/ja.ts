// Japanese texts of the information pages: complete, checked by the type below and by
// messages.test.ts. Plan names stay in English, as on invoices and in the upgrade prompt.
import type { InfoMessageId } from './en.ts';

export const ja = {
  'info.common.seeAlso': '関連項目',

  'info.plan.free': 'Free',
  'info.plan.basic': 'Basic',
  'info.plan.advanced': 'Advanced',

  'info.plans.title': 'プランと料金',
  'info.plans.intro':
    'どのアカウントでも測定データの保存・表示・共有・解析ができます。プランによって、利用できるストレージ容量と、使える解析機能・オペレーターが異なります。',
  'info.plans.subscriptionsOff':
    'このサイトでは現在サブスクリプションが無効になっています。Advanced プランの機能を含め、以下のすべての機能をどのアカウントでも無料でお使いいただけます。',
  'info.plans.trial':
    '新しいアカウントはすべて Advanced プランの試用期間から始まり、終了前にお知らせが届きます。試用期間の終了後は、別のプランを選ばない限り Free プランで引き続きご利用いただけます。',
  'info.plans.billing':
    '料金は米ドル建てで、月払いまたは年払いです。1 つのサブスクリプションでチーム向けに複数のライセンスを持てます。解約は請求期間の終了時に有効となり、それまでは取り消せます。その後、アカウントは Free プランに戻ります。',
  'info.plans.quota': '容量が足りない場合は、アカウントページから追加のストレージを申請できます。',
  'info.plans.card.storage': 'ストレージ {storage}',
  'info.plans.card.priceMonthly': '月額 {price}',
  'info.plans.card.free.tagline': '測定データの表示・計測・共有。',
  'info.plans.card.basic.tagline': '粗さパラメータ、レベリング、フィルタ処理。',
  'info.plans.card.advanced.tagline': 'すべての解析機能、レシピ、バッチ解析。',
  'info.plans.table.title': 'プラン別の機能',
  'info.plans.table.caption': '各プランには、その左側にあるプランの機能がすべて含まれます。',
  'info.plans.table.feature': '機能',
  'info.plans.table.storage': 'ストレージ',
  'info.plans.table.price': '月額料金',
  'info.plans.table.included': '利用可',
  'info.plans.table.notIncluded': '利用不可',
  'info.plans.group.visualisation': '表示と計測',
  'info.plans.group.analysis': '解析',
  'info.plans.group.operators': 'オペレーター',
  'info.plans.group.workflow': 'ワークフローとセキュリティ',

  'info.feature.dimension': '寸法計測（距離・角度・円）',
  'info.feature.slice': 'スライス',
  'info.feature.adjustRowsColumns': '行・列の補正',
  'info.feature.crop': '切り抜き',
  'info.feature.fillInvalids': '無効点の補間',
  'info.feature.removeDrift': 'ドリフト除去',
  'info.feature.removeGlitches': 'グリッチ除去',
  'info.feature.rotateMirror': '回転・反転',
  'info.feature.resize': 'リサイズ',
  'info.feature.printReport': 'レポート印刷',
  'info.feature.interactiveVisualisation': 'インタラクティブな 3D 表示',
  'info.feature.heightProfile': '高さプロファイル',
  'info.feature.arealParameters': '面パラメータ（ISO 25178-2）',
  'info.feature.profileParameters': '輪郭曲線パラメータ（ISO 21920-2、ISO 4287）',
  'info.feature.stepHeightLine': '段差: ライン法',
  'info.feature.deconvolveTip': '探針形状のデコンボリューション',
  'info.feature.filter': 'フィルタ',
  'info.feature.level': 'レベリング',
  'info.feature.removeForm': '平坦化（形状除去）',
  'info.feature.removeParticles': '粒子除去',
  'info.feature.spatialFilter': '空間フィルタ',
  'info.feature.averagePsd': '平均パワースペクトル密度',
  'info.feature.bearingRatio': '負荷曲線',
  'info.feature.particles': 'グレイン・粒子解析',
  'info.feature.stepHeightHistogram': '段差: ヒストグラム法',
  'info.feature.stepHeightRectangle': '段差: 矩形法',
  'info.feature.volume': '体積',
  'info.feature.fftFilter': 'FFT フィルタ',
  'info.feature.removeOutliers': '外れ値除去',
  'info.feature.batchAnalysis': 'バッチ解析',
  'info.feature.encryption': 'ファイルの暗号化',
  'info.feature.recipes': 'レシピ',
  'info.feature.stitching': 'スティッチング',
  'info.feature.heightHistogram': '高さヒストグラム',
  'info.feature.subtract': '差分',

  'info.share.title': '共有',
  'info.share.intro':
    'アップロードした測定データは、はじめは非公開です。何を誰と共有し、相手に何を許可するかはあなたが決めます。ファイルをメールで送る代わりに、どのブラウザでも開けるリンクを送れます。',
  'info.share.link.title': 'リンクでファイルを共有する',
  'info.share.link.p1':
    'ファイルの詳細から共有リンクを作成できます。リンクを知っている人は、ブラウザの 3D ビューアーで測定データを開けます。アカウントもソフトウェアのインストールも不要です。',
  'info.share.link.p2':
    'リンクにはランダムな文字列と、読みやすさのためにファイルのタイトルが含まれます。リンクを削除すると使えなくなり、ファイルは再び非公開になります。',
  'info.share.permissions.title': 'リンクを受け取った人にできること',
  'info.share.permissions.p1':
    '共有したファイルやフォルダで、閲覧以外に何を許可するかを 3 つのスイッチで決めます。',
  'info.share.permissions.li1':
    '編集を許可: 閲覧者は共有された測定データにエディターのオペレーターや解析を使えます。',
  'info.share.permissions.li2':
    '保存を許可: サインインした閲覧者は、自分のライブラリにコピーを保存し、そこで作業できます。',
  'info.share.permissions.li3':
    '元ファイルのエクスポートを許可: 閲覧者は装置の元ファイルを、アップロードされたときのまま 1 バイトも変えずにダウンロードできます。保存が許可されている場合にのみ有効で、保存をオフにするとこちらもオフになります。',
  'info.share.permissions.p2': 'ギャラリーでは、ライブラリに保存できる画像にアイコンが表示されます。',
  'info.share.folders.title': 'フォルダを共有する',
  'info.share.folders.p1':
    'フォルダも同じ方法で共有できます。フォルダのリンクを知っている人は、中のファイルを一覧し、それぞれを開けます。フォルダの権限は中のすべてのファイルに適用されます。チーム、顧客、取引先に一連の測定データを渡す最も簡単な方法です。',
  'info.share.folders.p2':
    'フォルダのリンクを削除すると、リンクを持っていたすべての人のアクセスが終了します。',
  'info.share.gallery.title': '公開ギャラリーに掲載する',
  'info.share.gallery.p1':
    '公開ギャラリーには、所有者が公開を選んだ測定データが並びます。半導体や光学部品からトライボロジー、工具、3D プリントまで、カテゴリ、測定方式、テキストで検索できます。',
  'info.share.gallery.p2':
    '公開するには、少なくとも 1 つのカテゴリを選び、説明を書いてください。ほかの人がサンプルを見つけて理解しやすくなります。公開した画像は誰でも閲覧でき、編集可能にはできません。閲覧者は「いいね」やコメントができ、あなたは閲覧回数を確認できます。',
  'info.share.embed.title': 'ビューアーを埋め込む',
  'info.share.embed.p1':
    '共有した測定データは、iframe を使って Web ページ、Wiki、電子実験ノートに埋め込めます（既定のサイズは {width} × {height} ピクセル）。ライト版では 3D 表示がすぐに始まり、背景は透明、操作画面は簡略化されます。',
  'info.share.levels.title': '誰が何を見られるか',
  'info.share.levels.li1': '非公開（既定）: あなただけ。',
  'info.share.levels.li2': 'リンクで共有: リンクを持つ人すべて。あなたが選んだ権限で閲覧できます。',
  'info.share.levels.li3': '一般公開: すべての人。画像はギャラリーに掲載されます。',

  'info.analysis.title': '解析',
  'info.analysis.intro':
    'Asperity は、測定データのフル解像度の高さデータから表面性状パラメータを計算します。各パラメータは実装している規格と条項を明示し、解析的に値が分かっている表面と、独立した参照ソフトウェアの両方で検証されています。規格や一般的なソフトウェアの間で定義が異なる量については、パラメータの詳細にどの定義を使っているかを示します。',
  'info.analysis.areal.title': '面パラメータ（ISO 25178-2）',
  'info.analysis.areal.p1':
    '面パラメータは、1 本の断面ではなく表面全体を記述します。規格と同じ分類でまとめています。',
  'info.analysis.areal.li1': '高さパラメータ: Sa、Sq、Ssk、Sku、Sp、Sv、Sz。',
  'info.analysis.areal.li2':
    '空間パラメータ: 自己相関長さ Sal。しきい値は調整可能です（既定値 {threshold}）。',
  'info.analysis.areal.li3': '複合パラメータ: 二乗平均平方根傾斜 Sdq と、界面の展開面積比 Sdr。',
  'info.analysis.areal.li4': '負荷曲線に基づく機能パラメータ: Smr、Smc、Sk、Spk、Svk、Smr1、Smr2。',
  'info.analysis.areal.p2':
    'パラメータは画像全体、または指定した矩形領域で評価します。ASME B46.1 と EUR 15178 EN の分類や、平均・最小・最大・範囲などの一般統計も合わせて利用できます。',
  'info.analysis.profile.title': '輪郭曲線パラメータ（ISO 21920-2、ISO 4287）',
  'info.analysis.profile.p1':
    '表面に水平、垂直、または任意の角度の線を引くと、Asperity が輪郭曲線を抽出し、Ra、Rq、Rsk、Rku、Rp、Rv、Rz、Rt、Rc、Rmr と、最大値に基づく Rmax、Rp1max、Rv1max、Rz1max、Rpm、Rvm、Rtm を計算します。',
  'info.analysis.profile.p2':
    '粗さ曲線は、指定したカットオフでガウシアンフィルタ（ISO 16610-21）またはスプラインフィルタ（ISO 16610-22）を用いてうねりから分離します。パラメータは複数の基準長さで評価し、画像内のすべての平行な断面で平均することもできます。',
  'info.analysis.psd.title': 'パワースペクトル密度',
  'info.analysis.psd.p1':
    '行方向、列方向、またはその両方の平均パワースペクトル密度は、表面の高さ変動が、走査範囲からピクセルサイズまでのどの空間波長に分布しているかを示します。周期的な加工痕を見つけたり、スケールをまたいで表面を比較したり、装置が実際に分解できている帯域を確かめたりするのに役立ちます。',
  'info.analysis.psd.p2':
    '窓関数（Hann、Hamming、Tukey、Welch、なし）、端部での折り返し、低周波・高周波のカットオフを調整できます。結果はグラフまたは表としてエクスポートできます。',
  'info.analysis.bearing.title': '負荷曲線',
  'info.analysis.bearing.p1':
    '負荷曲線（アボット・ファイアストン曲線、ISO 25178-2 では面の負荷曲線）は、各高さについて、それより上にある表面の割合を示します。高さのヒストグラムと一緒に表示されます。パラメータ Sk、Spk、Svk、Smr1、Smr2 は、ISO 13565-2 の直線負荷曲線による構成に従い、ISO 25178-2 で面データに拡張されたものです。',
  'info.analysis.step.title': '段差',
  'info.analysis.step.p1': '段差、膜厚、エッチング構造の高さを 3 つの方法で測定します。',
  'info.analysis.step.li1': 'ライン法: 断面に沿って、エッジの両側に基準領域を設定します。',
  'info.analysis.step.li2':
    '矩形法: 画像上にレベリング用と測定用の矩形を置き、本計算の前にプレビューで確認します。',
  'info.analysis.step.li3': 'ヒストグラム法: 表面で支配的な高さレベル同士の間隔を求めます。',
  'info.analysis.step.p2':
    '光学式装置で異なる材料間の段差を測る場合は、反射時の位相変化を補正できます。アルミニウム、金、クロム、銅、シリコン、誘電体などの材料を選べます。',
  'info.analysis.volume.title': '体積',
  'info.analysis.volume.p1':
    '領域を多角形で囲むと、その中の凸部（基準レベルより上の材料）と凹部（基準レベルより下の空隙）の体積を表示します。摩耗痕、ディンプル、溶接ビード、堆積物などの評価に使えます。',
  'info.analysis.grains.title': 'グレイン・粒子解析',
  'info.analysis.grains.p1':
    '高さのしきい値で、グレインや粒子を背景から分離します（しきい値より上、または下）。画像の端に接する粒子や、最小サイズ未満の粒子は除外できます。粒子ごとに面積、周長、アスペクト比、方位、真円度、形状係数を求め、個数と面積率による合計も表示します。',
  'info.analysis.dimension.title': '寸法計測とスライス',
  'info.analysis.dimension.p1':
    '画像上で距離、角度、円を直接計測し、スライスで断面の高さや 2 つのマーカー間の面積を確認できます。',
  'info.analysis.batch.title': 'レシピとバッチ解析',
  'info.analysis.batch.p1':
    'レシピは、オペレーターと解析の手順を設定ごと保存したものです。別の測定データに適用すれば同じ前処理と同じパラメータが得られ、バッチ解析を使えば多数のファイルに一度に実行できます。',
  'info.analysis.standards.title': '参照規格',
  'info.analysis.standards.li1':
    'ISO 25178-2:2021, Geometrical product specifications (GPS) — Surface texture: Areal — Part 2: Terms, definitions and surface texture parameters（製品の幾何特性仕様 — 表面性状: 三次元 — 第 2 部: 用語、定義及び表面性状パラメータ）。',
  'info.analysis.standards.li2':
    'ISO 21920-2:2021, Geometrical product specifications (GPS) — Surface texture: Profile — Part 2: Terms, definitions and surface texture parameters（表面性状: 輪郭曲線方式 — 第 2 部: 用語、定義及び表面性状パラメータ）。',
  'info.analysis.standards.li3':
    'ISO 4287:1997, Geometrical product specifications (GPS) — Surface texture: Profile method — Terms, definitions and surface texture parameters。ISO 21920-2 に置き換えられましたが、現在も広く引用されています。',
  'info.analysis.standards.li4':
    'ISO 13565-2:1996, Geometrical product specifications (GPS) — Surface texture: Profile method; Surfaces having stratified functional properties — Part 2: Height characterization using the linear material ratio curve（プラトー構造表面の特性評価 — 直線負荷曲線による高さ特性）。',
  'info.analysis.standards.li5':
    'ISO 16610-21, Geometrical product specifications (GPS) — Filtration — Part 21: Linear profile filters: Gaussian filters（フィルタリング — 線形輪郭曲線フィルタ: ガウシアンフィルタ）。',
  'info.analysis.standards.li6':
    'ISO 16610-22, Geometrical product specifications (GPS) — Filtration — Part 22: Linear profile filters: Spline filters（フィルタリング — 線形輪郭曲線フィルタ: スプラインフィルタ）。',
  'info.analysis.standards.li7': 'ASME B46.1, Surface Texture (Surface Roughness, Waviness, and Lay)。',
  'info.analysis.standards.li8':
    'EUR 15178 EN: K. J. Stout ほか, The development of methods for the characterisation of roughness in three dimensions. Commission of the European Communities, 1993。',

  'info.viewer.title': '3D ビューアー',
  'info.viewer.intro':
    '測定データを開くと、ワークステーションでもノート PC でもスマートフォンでも、ブラウザ上ですぐに 3D で表示されます。自分のファイル、共有リンク、埋め込み表示のいずれも同じビューアーで表示します。',
  'info.viewer.gpu.title': 'グラフィックスカードで描画',
  'info.viewer.gpu.p1':
    '高さマップは浮動小数点テクスチャとしてグラフィックスカードに送られ、そこで表面の形が作られるため、数百万点のデータでも滑らかに操作できます。大きな測定データを動かしている間は詳細度を調整して描画しますが、解析には常にフル解像度のデータを使います。表示は変化があったときだけ描き直すので、操作していないページがバッテリーを消耗することはありません。',
  'info.viewer.navigate.title': '視点の操作',
  'info.viewer.navigate.p1':
    'ドラッグで回転、ピンチまたはスクロールでズームします。カメラ位置は、ファイルと一緒に保存される画像設定の一部です。',
  'info.viewer.colour.title': 'カラースケール',
  'info.viewer.colour.p1':
    '高さは次のいずれかのグラデーションで色付けされます。独自のグラデーションを定義したり、色の範囲を手動で設定して特定の高さ帯を強調したり、複数の画像を同じスケールで比較したりできます。目盛り付きのカラーバーが、選んだ単位でスケールを示します。',
  'info.viewer.lighting.title': '照明とシェーディング',
  'info.viewer.lighting.p1':
    '方位角、仰角、強度を調整できる光源が、加工痕や傷などの微細なテクスチャを浮かび上がらせます。光源はカメラと一緒に動かすことも、試料に対して固定して回転しても影の位置が変わらないようにすることもできます。フラットシェーディングでは個々の測定点が見えます。',
  'info.viewer.geometry.title': 'スケール、ボックス、グリッド',
  'info.viewer.geometry.p1':
    '高さ方向の拡大（{heightMin}× から {heightMax}×）により、ミリメートル幅のスキャン上のナノメートルの形状も見えるようになります。横方向のスケール（{xyMin}× から {xyMax}×）で x 軸と y 軸を引き伸ばせます。外枠のボックス、グリッド線、選んだ単位の目盛り付きの軸が、表示に寸法を与えます。これらはいずれも測定値を変えません。',
  'info.viewer.units.title': '単位',
  'info.viewer.units.p1':
    '長さと高さは、メートル法（オングストローム、ナノメートル、マイクロメートル、ミリメートル）またはヤード・ポンド法（マイクロインチ、ミリインチ、インチ）で表示できます。高さの自動単位では、高さの範囲に合った単位が選ばれます。数値は、指定した有効桁数または小数点以下の桁数で表示されます。内部ではすべてのデータをメートルで保持しているため、表示単位を変えても値が変わることはありません。',

  'info.gradient.rainbow': 'レインボー',
  'info.gradient.blue-white': '青–白',
  'info.gradient.black-white': '黒–白',
  'info.gradient.darkblue-lightblue': '紺–水色',
  'info.gradient.black-brown-orange-yellow': '黒–茶–橙–黄',
  'info.gradient.black-red-yellow': '黒–赤–黄',
  'info.gradient.black-brown-yellow': '黒–茶–黄',

  'info.specification.title': '仕様',
  'info.specification.intro':
    'Asperity が読み込めるファイル、必要なブラウザ、データの保存方法について説明します。',
  'info.specification.formats.title': '対応ファイル形式',
  'info.specification.formats.p1':
    'Asperity はファイルをまず内容で、次に拡張子で識別します。ファイルが破損している場合や測定データでない場合は、推測で読み込まずに、アップロード時に理由を表示します。',
  'info.specification.formats.note':
    'アスタリスクは任意の続きを表します。.tif* は .tif と .tiff を、.0* から .9* は Bruker NanoScope 装置が書き出す .001 のような番号付きファイルを含みます。画像は 2D エディターで開き、3D 測定データに関連付けられます。画像は、ライブラリに 3D 測定データが 1 つ以上あればアップロードできます。',
  'info.specification.browsers.title': 'ブラウザ',
  'info.specification.browsers.p1': 'Asperity は、次のブラウザの記載バージョン以降で動作します。',
  'info.specification.browsers.p2':
    '3D ビューアーには、さらに WebGL 2 とハードウェアアクセラレーションの有効化が必要です。ブラウザによっては、これより新しいバージョンで初めて WebGL 2 に対応しました（たとえば Safari はバージョン 15）。古いバージョンでは 3D 表示以外の機能が動作します。非対応のブラウザでは、閉じることのできるお知らせが表示されます。',
  'info.specification.browsers.browser': 'ブラウザ',
  'info.specification.browsers.version': '最小バージョン',
  'info.specification.data.title': 'データの保存方法',
  'info.specification.data.li1':
    '高さは規則的な格子上に、メートル単位の 64 ビット浮動小数点数で保存されます。無効な点は勝手に補間されず、無効としてマークされたまま保持されます。',
  'info.specification.data.li2':
    'アップロードした元ファイルは 1 バイトも変えずに保管されるので、いつでも再ダウンロードできます。',
  'info.specification.data.li3':
    'オペレーターの処理は元データの上に履歴として記録され、元データ自体は変更されません。',
  'info.specification.data.li4': 'アカウントごとのストレージ容量はプランによって異なります。',
  'info.specification.export.title': 'エクスポート形式',
  'info.specification.export.p1': '測定データは次の形式でエクスポートできます。',
  'info.specification.export.p2':
    'グラフと表は、PNG、CSV（表計算ソフトが正しい文字コードで開けるよう BOM 付き）、PDF でエクスポートできます。',
  'info.specification.languages.title': '言語',
  'info.specification.languages.p1': '画面表示は {languages} に対応しています。',
  'info.specification.software.title': 'ソフトウェアとホスティング',
  'info.specification.software.p1':
    'Asperity は MIT ライセンスによる自由なオープンソースソフトウェアです。SQLite とローカルのファイル保存で 1 台のマシン上で動作し、PostgreSQL、Redis、S3 互換のオブジェクトストレージでスケールアウトできます。',

  'info.exportType.original': '元ファイル（アップロードしたときのまま）',
  'info.exportType.opengps': 'X3P（ISO 25178-72、OpenGPS）',
  'info.exportType.surf': 'SUR（Digital Surf）',
  'info.exportType.filmetrics-binary': 'Filmetrics バイナリ形式',
  'info.exportType.filmetrics-text': 'Filmetrics テキスト形式',
  'info.exportType.stereolithography': 'STL（3D プリントや CAD 用）',
  'info.exportType.png': 'PNG 画像',

  'info.formats.header.family': '装置の種類',
  'info.formats.header.sources': '主な出力元',
  'info.formats.header.extensions': '拡張子',
  'info.formats.spm.name': '原子間力顕微鏡・走査型プローブ顕微鏡',
  'info.formats.spm.sources': 'Bruker/Veeco NanoScope、Asylum Research（Igor Pro）、NT-MDT、セイコー/SII',
  'info.formats.optical.name': '光学式形状測定機・干渉計',
  'info.formats.optical.sources':
    'Zygo MetroPro、Bruker Wyko Vision、FRT MicroProf、KLA Zeta、Filmetrics Profilm',
  'info.formats.confocal.name': '共焦点顕微鏡・フォーカスバリエーション顕微鏡',
  'info.formats.confocal.sources': 'Sensofar、キーエンス VK、オリンパス LEXT、Alicona、WITec',
  'info.formats.stylus.name': '触針式形状測定機',
  'info.formats.stylus.sources': 'Bruker Dektak（Vision64）、Ambios',
  'info.formats.exchange.name': '交換形式・解析ソフトウェアの形式',
  'info.formats.exchange.sources':
    'X3P（ISO 25178-72）、Digital Surf SUR、SDF（ISO 25178-71）、BCR/BCRF、Gwyddion、ISO 5436-2 XML',
  'info.formats.tiff.name': 'TIFF 形式の高さマップ',
  'info.formats.tiff.sources': 'Park Systems など、高さを TIFF ファイルに保存する装置',
  'info.formats.text.name': 'テキスト・生データ',
  'info.formats.text.sources': 'ASCII のマトリクス形式や x-y-z 形式のエクスポート、バイナリの生データ',
  'info.formats.image.name': '2D 画像',
  'info.formats.image.sources': '試料の顕微鏡写真などの BMP、JPEG、PNG 画像',
  'info.formats.other.name': 'その他の装置の形式',
  'info.formats.other.sources': 'アップロードで受け付けるその他の形式',

  'info.browser.chrome': 'Google Chrome',
  'info.browser.edge': 'Microsoft Edge',
  'info.browser.firefox': 'Mozilla Firefox',
  'info.browser.opera': 'Opera',
  'info.browser.safari': 'Safari',
  'info.browser.ios': 'iOS 版 Safari',

  'info.help.title': 'ヘルプ',
  'info.help.intro':
    '最初のアップロードから最後にエクスポートする数値まで、Asperity の各機能を短く解説します。',
  'info.help.topics': 'トピック',
  'info.help.backToIndex': 'ヘルプのトピック一覧',
  'info.help.notFound.title': 'ヘルプのトピックが見つかりません',
  'info.help.notFound.body':
    '「{feature}」というヘルプ記事はありません。すべてのトピックはヘルプの一覧にあります。',
  'info.help.notFound.link': 'ヘルプの一覧へ',

  'info.helpTopic.upload.title': '測定データのアップロード',
  'info.helpTopic.upload.summary':
    '装置のファイルを追加し、アップロードの進み具合を確認し、失敗したアップロードに対処します。',
  'info.helpTopic.upload.add.title': 'ファイルを追加する',
  'info.helpTopic.upload.add.p1':
    'マイ画像を開き、ファイル一覧にファイルをドロップするか、アップロードボタンで選択します。複数のファイルを一度に追加でき、表示中のフォルダに保存されます。各ファイルはアップロードキューに表示され、待機中、アップロード中を経て、完了、失敗、キャンセルのいずれかになります。',
  'info.helpTopic.upload.formats.title': '対応しているファイル',
  'info.helpTopic.upload.formats.p1':
    'AFM、光学式形状測定機、共焦点顕微鏡、触針式形状測定機のネイティブファイルを直接読み込めます。X3P、SUR、SDF などの交換形式やテキストのエクスポートにも対応しています。受け付ける拡張子はすべて仕様のページに記載しています。1 つのファイルに、高さや振幅など複数のチャンネルが含まれることもあります。',
  'info.helpTopic.upload.formats.p2':
    '通常の画像（BMP、JPEG、PNG）は 2D 画像として扱われます。ライブラリに 3D 測定データが 1 つ以上あればアップロードでき、2D エディターで 3D 画像の領域に関連付けられます。',
  'info.helpTopic.upload.failed.title': 'アップロードに失敗したとき',
  'info.helpTopic.upload.failed.p1':
    'アップロードに失敗すると、理由とともに「再試行」と「キャンセル」が表示されます。ファイル形式に対応していない場合は、再試行しても結果が変わらないため、拡張子を示したメッセージと「キャンセル」だけが表示されます。',
  'info.helpTopic.upload.failed.p2':
    'ストレージがいっぱいの場合は、不要なファイルを削除するか、アカウントページから追加のストレージを申請してください。',
  'info.helpTopic.upload.failed.p3':
    'Asperity は読み込んだスケールが妥当かどうかを確認します。たとえば横方向のサイズが 1 キロメートルあるファイルや、高さが幅の 100 万倍もあるファイルには警告が表示されます。多くの場合、装置が誤った単位を書き込んだことが原因です。',
  'info.helpTopic.upload.original.title': '元ファイル',
  'info.helpTopic.upload.original.p1':
    'アップロードしたファイルは 1 バイトも変えずに保管されます。エディターで何をしても、元ファイルはいつでも再ダウンロードできます。',

  'info.helpTopic.library.title': 'ライブラリ: ファイルとフォルダ',
  'info.helpTopic.library.summary':
    '測定データをフォルダで整理し、すぐに見つけ、ストレージ容量内に収めます。',
  'info.helpTopic.library.folders.title': 'フォルダ',
  'info.helpTopic.library.folders.p1':
    'フォルダを作成し、その中にさらにフォルダを作れます。一覧の上のパスから上の階層に戻れます。ファイルとフォルダは名前の変更、コピー、移動、削除ができます。フォルダを自分自身のサブフォルダに移動することはできません。',
  'info.helpTopic.library.finding.title': 'ファイルを探す',
  'info.helpTopic.library.finding.p1':
    '「すべて」「最近」「お気に入り」「共有」の表示で一覧を絞り込めます。よく使うファイルはお気に入りにしておくとすぐに見つかります。一覧は行形式か、3D または 2D のサムネイル付きタイル形式で表示でき、作成日、更新日、名前、サイズ、元ファイルのサイズで並べ替えられます。既定では最近変更したファイルが先頭に来ます。',
  'info.helpTopic.library.names.title': '名前',
  'info.helpTopic.library.names.p1':
    '名前はフォルダ内で一意である必要があり、{maxLength} 文字まで使えます。{characters} の各文字と制御文字は使えません。CON、PRN、AUX、NUL、COM1、LPT1 など Windows が予約している名前は、拡張子の有無にかかわらず使えません。どのシステムでも、すべてのファイルを元の名前でダウンロードできるようにするためです。',
  'info.helpTopic.library.storage.title': 'ストレージ',
  'info.helpTopic.library.storage.p1':
    '各プランには一定のストレージ容量が含まれており、プランのページに記載しています。ファイルの詳細には、保存された測定データと元ファイルのサイズが表示されます。容量が足りなくなったら、アカウントページから追加のストレージを申請してください。',

  'info.helpTopic.viewer.title': '3D ビューアーの使い方',
  'info.helpTopic.viewer.summary': '回転とズーム、色・照明・スケール・グリッドの調整。',
  'info.helpTopic.viewer.moving.title': '視点を動かす',
  'info.helpTopic.viewer.moving.p1':
    'ドラッグで回転、ピンチまたはスクロールでズームします。ビューアーは変化があったときだけ描画するので、ノート PC やスマートフォンでも軽快に動作します。',
  'info.helpTopic.viewer.colour.title': 'カラースケール',
  'info.helpTopic.viewer.colour.p1':
    'カラースケールの設定でグラデーションを選ぶか、独自のグラデーションを定義します。色の範囲を手動で設定すれば、特定の高さ帯を強調したり、複数の画像を同じスケールにしてひと目で比較したりできます。',
  'info.helpTopic.viewer.lighting.title': '照明',
  'info.helpTopic.viewer.lighting.p1':
    '方位角と仰角で光の方向を、強度で明るさを設定します。カメラ基準の光は視点と一緒に動き、試料基準の光は表面に対して固定されるので、テクスチャの方向を見極めるときに便利です。',
  'info.helpTopic.viewer.scale.title': 'スケール、ボックス、グリッド',
  'info.helpTopic.viewer.scale.p1':
    '高さスケールは表示上だけ高さを強調したり平らにしたりするもので、測定値は変わりません。XY スケールは横方向の軸を引き伸ばします。一般設定で、ボックス、グリッド線、背景の表示を切り替えられます。',
  'info.helpTopic.viewer.large.title': '大きな測定データ',
  'info.helpTopic.viewer.large.p1':
    '非常に大きなスキャンは、表示が滑らかになるよう詳細度を調整して描画します。解析とエクスポートには常にすべての測定点を使います。',

  'info.helpTopic.areal-parameters.title': '面パラメータ',
  'info.helpTopic.areal-parameters.summary':
    'Sa、Sq、Sz、Sdr など ISO 25178-2 のパラメータを、画像全体または領域で求めます。',
  'info.helpTopic.areal-parameters.running.title': '解析の実行',
  'info.helpTopic.areal-parameters.running.p1':
    'エディターで面パラメータのパネルを開きます。パラメータはカテゴリごとにまとめられており、必要なものだけ、またはカテゴリ全体をまとめてオンにできます。値は表示単位で示され、表としてエクスポートできます。',
  'info.helpTopic.areal-parameters.area.title': '評価領域',
  'info.helpTopic.areal-parameters.area.p1':
    '既定では画像全体を評価します。損傷した端部を除くなど、矩形領域だけを評価したい場合は評価領域を制限します。初期状態では、各辺の中央半分にわたる中央の矩形になります。',
  'info.helpTopic.areal-parameters.prepare.title': '先に表面を整える',
  'info.helpTopic.areal-parameters.prepare.p1':
    'パラメータは、エディター上の現在の表面に対して計算されます。傾いた試料や湾曲した試料の高さパラメータは、主にその形状を測ってしまいます。先にレベリングまたは平坦化を行い、特定の波長帯域の粗さが必要な場合はフィルタを適用してください（ISO 25178 の S フィルタと L フィルタ）。無効な点はすべての計算から除外されます。',
  'info.helpTopic.areal-parameters.definitions.title': '定義',
  'info.helpTopic.areal-parameters.definitions.p1':
    '各パラメータの詳細には、実装している ISO 25178-2 の条項が記載されています。Sku は規格の定義どおりのクルトシスで、ガウス分布の高さでは 3 になります。一部のソフトウェアが表示する過剰尖度（3 を引いた値）ではありません。Sal はパネルで設定した自己相関のしきい値を使います（既定値 {threshold}）。',

  'info.helpTopic.profile-parameters.title': '輪郭曲線パラメータ',
  'info.helpTopic.profile-parameters.summary':
    '表面を横切る線から Ra、Rq、Rz などを求めます。ガウシアンフィルタまたはスプラインフィルタを使います。',
  'info.helpTopic.profile-parameters.line.title': '断面を選ぶ',
  'info.helpTopic.profile-parameters.line.p1':
    '表面に水平、垂直、または斜めの線を置きます。画像全体で平均すると、平行なすべての行または列を評価して結果を平均するため、1 本の断面よりはるかに代表性の高い値になります。',
  'info.helpTopic.profile-parameters.filter.title': 'フィルタと基準長さ',
  'info.helpTopic.profile-parameters.filter.p1':
    '粗さ曲線は、設定したカットオフ波長でガウシアンフィルタまたはスプラインフィルタを用いてうねりから分離します。基準長さの数は、断面に収まる最大数か、{samplesMin} から {samplesMax} までの数を選べます。',
  'info.helpTopic.profile-parameters.standards.title': 'どの規格か',
  'info.helpTopic.profile-parameters.standards.p1':
    'ISO 21920-2 は 2021 年に ISO 4287 を置き換え、一部の定義や既定値を変更しました。古い図面や各国の規格では、さらに別の定義が使われていることもあります。数値を比較する前に、仕様がどの定義を参照しているかを確認してください。各パラメータの詳細に、Asperity が使っている定義を記載しています。',

  'info.helpTopic.psd.title': 'パワースペクトル密度',
  'info.helpTopic.psd.summary':
    '粗さが波長ごとにどう分布しているかを、窓関数とカットオフを設定して確認します。',
  'info.helpTopic.psd.what.title': '何が分かるか',
  'info.helpTopic.psd.what.p1':
    '平均 PSD は、各行（X）または各列（Y）のフーリエ変換の絶対値の二乗を平均したものです。対数軸で表示すると、どの波長が高さ変動を担っているかが分かります。ピークは送りマークのような周期構造を示し、直線的な傾きは自己アフィン（フラクタル的）な粗さを示します。',
  'info.helpTopic.psd.settings.title': '設定',
  'info.helpTopic.psd.settings.li1': '方向: X、Y、またはその両方。',
  'info.helpTopic.psd.settings.li2':
    '窓関数: なし（既定）、Hann、Hamming、Tukey（係数付き）、Welch。窓関数は測定データの端によって生じる漏れを減らします。',
  'info.helpTopic.psd.settings.li3': '折り返し: 各断面を鏡像で延長し、端で段差が生じないようにします。',
  'info.helpTopic.psd.settings.li4': '周波数範囲: 全範囲、または低周波・高周波のカットオフ。',
  'info.helpTopic.psd.check.title': '数値の確認に',
  'info.helpTopic.psd.check.p1':
    '2 つの周波数の間で PSD を積分した面積は、その帯域の粗さの二乗平均高さに等しくなります（パーセバルの定理）。したがって、同じ帯域を対象にしていれば、PSD と Rq や Sq は一致するはずです。',

  'info.helpTopic.bearing-ratio.title': '負荷曲線',
  'info.helpTopic.bearing-ratio.summary':
    '摩耗や潤滑の検討に使う、アボット・ファイアストン曲線と高さのヒストグラム。',
  'info.helpTopic.bearing-ratio.reading.title': '曲線の読み方',
  'info.helpTopic.bearing-ratio.reading.p1':
    '曲線は、各高さについて、それより上にある表面の割合を示します。上から読みます。最初の数パーセントは最も高い山で、最初に摩耗します。中央の平らな部分は荷重を支えるコア部、最後の部分は潤滑剤を保持する谷です。',
  'info.helpTopic.bearing-ratio.histogram.title': 'ヒストグラム',
  'info.helpTopic.bearing-ratio.histogram.p1':
    '曲線の横の高さヒストグラムは、各高さの出現頻度を示します。ビンの数（既定値 {bins}）を設定したり、連続ヒストグラムに切り替えたり、曲線の表示・非表示を切り替えたり、断面と並べやすいようにグラフを縦向きにしたりできます。',
  'info.helpTopic.bearing-ratio.parameters.title': 'パラメータ',
  'info.helpTopic.bearing-ratio.parameters.p1':
    'Sk、Spk、Svk、Smr1、Smr2 は、ISO 13565-2 と ISO 25178-2 に従って、曲線をコア部の粗さ深さ、突出山部高さ、突出谷部深さとして要約したものです。これらは面パラメータに含まれます。',

  'info.helpTopic.step-height.title': '段差',
  'info.helpTopic.step-height.summary': 'ライン法、矩形法、ヒストグラム法で段差や膜厚を測定します。',
  'info.helpTopic.step-height.methods.title': '方法の選び方',
  'info.helpTopic.step-height.methods.li1':
    'ライン法（単一のエッジ向け）: 段差を横切るように断面を置き、上側と下側に基準領域を設定します。',
  'info.helpTopic.step-height.methods.li2':
    '矩形法（領域向け）: レベリング用と測定用の矩形を置きます。本計算の前にプレビューで結果を確認できます。矩形はそれぞれ独立して配置できます。',
  'info.helpTopic.step-height.methods.li3':
    'ヒストグラム法（エッチングパターンなど、2 つ以上の明確な高さレベルがある表面向け）: ヒストグラムから支配的な高さレベルを見つけ、その間隔を表示します。',
  'info.helpTopic.step-height.leveling.title': 'レベリング',
  'info.helpTopic.step-height.leveling.p1':
    '試料が傾いていると、段差の値はすべて誤ったものになります。どの方法でも、測定の前に基準領域で表面をレベリングします。基準領域は同じ高さの平らな部分に置いてください。',
  'info.helpTopic.step-height.materials.title': '異種材料',
  'info.helpTopic.step-height.materials.p1':
    '光学式形状測定機で異なる材料間の段差を測ると、反射時の位相変化の分だけずれて見えます。この位相変化は金属、半導体、誘電体で異なります。両側の材料（たとえばシリコン上の金）を選ぶと、結果が補正されます。',

  'info.helpTopic.volume.title': '体積',
  'info.helpTopic.volume.summary': '描いた領域の中にある凸部と凹部の体積。',
  'info.helpTopic.volume.measuring.title': '測定する',
  'info.helpTopic.volume.measuring.p1':
    '体積ツールを開き、領域の周りをクリックして多角形を描きます。Asperity は多角形の中の凸部（基準レベルより上の材料）と凹部（基準レベルより下の空隙）の体積を表示します。',
  'info.helpTopic.volume.editing.title': '多角形を編集する',
  'info.helpTopic.volume.editing.p1':
    'クリックを修正するには最後の点を削除し、最初からやり直すには描画を消去します。多角形を変更すると、前の結果は消去されます。',
  'info.helpTopic.volume.meaningful.title': '意味のある数値を得るには',
  'info.helpTopic.volume.meaningful.p1':
    '測定の前に表面をレベリングしてください。そうすれば、基準レベルが試料の傾きではなく、対象の周囲の表面になります。',

  'info.helpTopic.particles.title': 'グレイン・粒子解析',
  'info.helpTopic.particles.summary': '高さのしきい値で粒子や孔を見つけ、それぞれの統計を求めます。',
  'info.helpTopic.particles.threshold.title': 'しきい値',
  'info.helpTopic.particles.threshold.p1':
    'しきい値は画像の最低点と最高点の間の高さで、既定では範囲の {percent} です。粒子はしきい値より上の領域です。孔、ピット、谷で囲まれたグレインを探す場合は、しきい値より下の領域を対象にします。',
  'info.helpTopic.particles.exclusions.title': '除外',
  'info.helpTopic.particles.exclusions.p1':
    '画像の端に接する粒子は本当の大きさが分からないため、また最小サイズ未満の粒子は多くの場合ノイズであるため、除外できます。',
  'info.helpTopic.particles.results.title': '結果',
  'info.helpTopic.particles.results.p1':
    '粒子ごとに、面積、周長、アスペクト比、方位、真円度、形状係数を求めます。合計は粒子の個数と、粒子が占める面積の割合で表示します。表をエクスポートすれば、表計算ソフトで作業を続けられます。',

  'info.helpTopic.operators.title': 'オペレーター: 表面の前処理',
  'info.helpTopic.operators.summary':
    '測定データの平坦化、レベリング、フィルタ処理、切り抜き、修復と、さかのぼれる履歴。',
  'info.helpTopic.operators.list.title': '使えるオペレーター',
  'info.helpTopic.operators.list.p1': 'オペレーターは、解析の前に高さデータを変更します。',
  'info.helpTopic.operators.list.li1': '形状と傾き: 平坦化（形状除去）、レベリング、ドリフト除去。',
  'info.helpTopic.operators.list.li2':
    'フィルタ: フィルタ（ガウシアンまたはスプライン、粗さまたはうねり）、空間フィルタ、FFT フィルタ。',
  'info.helpTopic.operators.list.li3':
    '修復: 外れ値除去、無効点の補間、グリッチ除去、行・列の補正、粒子除去、AFM 探針の形状に対する探針形状のデコンボリューション。',
  'info.helpTopic.operators.list.li4':
    '幾何: 切り抜き、回転・反転、リサイズ、重なり合う測定データをつなぐスティッチング。',
  'info.helpTopic.operators.history.title': '履歴',
  'info.helpTopic.operators.history.p1':
    '適用したオペレーターは、ファイルの履歴の 1 ステップになります。以前の任意のステップに戻ったり、履歴を切り詰めたりできます。保存すると、現在の状態がファイルの状態になります。アップロードした元ファイルが変更されることはありません。レベリングを 2 回続けて適用することはできません。',
  'info.helpTopic.operators.recipes.title': 'レシピ',
  'info.helpTopic.operators.recipes.p1':
    'オペレーターと解析の手順をレシピとして保存し、ほかの測定データに適用すれば、まったく同じ処理ができます。バッチ解析では、レシピを多数のファイルに一度に実行します。',

  'info.helpTopic.sharing.title': '共有',
  'info.helpTopic.sharing.summary':
    'ファイルやフォルダのリンク共有、権限の設定、ギャラリーへの掲載、ビューアーの埋め込み。',
  'info.helpTopic.sharing.link.title': 'リンクを作成する',
  'info.helpTopic.sharing.link.p1':
    'ファイルの詳細を開いて共有リンクを作成し、コピーして送ります。受け取った人はアカウントなしでブラウザから測定データを開けます。フォルダも同じ方法で共有できます。',
  'info.helpTopic.sharing.permissions.title': '権限',
  'info.helpTopic.sharing.permissions.li1':
    '編集を許可: 閲覧者は共有された測定データでエディターを使えます。一般公開した画像は編集可能にできません。',
  'info.helpTopic.sharing.permissions.li2':
    '保存を許可: サインインした閲覧者は、自分のライブラリにコピーを保存できます。',
  'info.helpTopic.sharing.permissions.li3':
    '元ファイルのエクスポートを許可: 閲覧者は元ファイルをダウンロードできます。保存が許可されている必要があります。',
  'info.helpTopic.sharing.stop.title': '共有をやめる',
  'info.helpTopic.sharing.stop.p1':
    'リンクを削除すると、すぐに使えなくなります。ファイルのリンクを削除すると、公開ギャラリーからも外れ、権限もリセットされます。',
  'info.helpTopic.sharing.gallery.title': 'ギャラリーと埋め込み',
  'info.helpTopic.sharing.gallery.p1':
    '公開ギャラリーに掲載するには、少なくとも 1 つのカテゴリを選び、説明を書いてください。自分のサイトで測定データを見せるには、{width} × {height} ピクセルの iframe でビューアーを埋め込みます。',

  'info.helpTopic.export.title': 'エクスポートとダウンロード',
  'info.helpTopic.export.summary':
    '元ファイルのダウンロード、X3P・SUR・STL への変換、グラフと表のエクスポート。',
  'info.helpTopic.export.files.title': '測定データ',
  'info.helpTopic.export.files.p1':
    '測定データは、元ファイル、X3P（ISO 25178-72）、SUR（Digital Surf）、Filmetrics のバイナリ形式またはテキスト形式、3D プリント用の STL、PNG 画像としてエクスポートできます。複数のファイルやフォルダを選んで、まとめてエクスポートすることもできます。',
  'info.helpTopic.export.data.title': 'グラフと表',
  'info.helpTopic.export.data.p1':
    '解析のグラフと表は、PNG、CSV、PDF でエクスポートできます。CSV ファイルは BOM で始まり、改行は CR LF なので、表計算ソフトで正しい文字コードで開けます。',
  'info.helpTopic.export.large.title': '大きなエクスポート',
  'info.helpTopic.export.large.p1':
    '大きなエクスポートはサーバーで準備します。準備に時間がかかる場合はステータスメッセージが表示され、ダウンロードが始まると消えます。',
  'info.helpTopic.export.report.title': 'レポート',
  'info.helpTopic.export.report.p1':
    'レポート印刷では、測定データとその解析結果を印刷用にまとめます。印刷ダイアログから PDF として保存することもできます。',

  'info.helpTopic.units.title': '単位と数値の表示形式',
  'info.helpTopic.units.summary': 'メートル法とヤード・ポンド法を切り替え、数値の表示方法を選びます。',
  'info.helpTopic.units.system.title': '単位系',
  'info.helpTopic.units.system.p1':
    '単位の設定で、メートル法（オングストローム、ナノメートル、マイクロメートル、ミリメートル）かヤード・ポンド法（マイクロインチ、ミリインチ、インチ）を、横方向の距離と高さのそれぞれについて選びます。既定はどちらもマイクロメートルです。',
  'info.helpTopic.units.auto.title': '高さの自動単位',
  'info.helpTopic.units.auto.p1':
    '高さの自動単位を使うと、値の大きさに応じてミリメートル、マイクロメートル、ナノメートル、オングストロームから単位が選ばれ、数値が読みやすくなります。',
  'info.helpTopic.units.format.title': '数値の表示形式',
  'info.helpTopic.units.format.p1':
    '数値は有効桁数（{sigMin}〜{sigMax}）または小数点以下の桁数（{decMin}〜{decMax}）を固定して表示でき、末尾のゼロを表示するかどうかも選べます。非常に大きな値や小さな値は指数表記になります。',
  'info.helpTopic.units.data.title': '単位を変えてもデータは変わらない',
  'info.helpTopic.units.data.p1':
    'Asperity は高さと長さをメートルで保存し、表示とエクスポートのときだけ変換します。そのため、単位を変えても測定データが丸められたり変わったりすることはありません。',

  'info.privacy.title': 'プライバシーポリシー',
  'info.privacy.intro':
    'このポリシーでは、このサイトで Asperity ソフトウェアがどのような個人データを、なぜ処理するのか、そしてあなたにどのような選択肢があるのかを説明します。Asperity はオープンソースソフトウェアであり、ここで処理されるデータについては、このサイトを運営する組織（運営者）が責任を負います。',
  'info.privacy.controller.title': '責任者',
  'info.privacy.controller.p1':
    'このサイトの運営者が、あなたの個人データの管理者です。運営者には、アプリケーション内に表示されるサポート窓口から連絡できます。',
  'info.privacy.data.title': '処理するデータ',
  'info.privacy.data.li1':
    'アカウントデータ: メールアドレス、ユーザー名、姓名、パスワード。パスワードはメモリハードな関数によるソルト付きハッシュとしてのみ保存され、読める形で保存されることはありません。',
  'info.privacy.data.li2':
    'ファイル: アップロードした測定データと画像、その名前、フォルダ、説明、設定、および保存した結果。',
  'info.privacy.data.li3':
    '登録時の情報: Asperity を知ったきっかけへの回答、紹介元のページのアドレス、そして経由したリンクに含まれていた場合は広告のクリック識別子。',
  'info.privacy.data.li4':
    '利用状況とセキュリティのデータ: 最後にサインインした日時と、その IP アドレスおよびそこから推定した国。パスワードの推測を防ぐためのサインイン失敗の記録。エラーを調べるためのリクエスト識別子付きのサーバーログ。',
  'info.privacy.data.li5':
    '送信されたメッセージ: サポートの依頼や報告。メールアドレスと添付ファイル（合計 {size} まで）を含みます。',
  'info.privacy.purpose.title': '利用目的',
  'info.privacy.purpose.p1':
    'これらのデータは、登録いただいたサービス（ファイルの保存・表示・解析・共有）の提供、アカウントの安全の確保、お問い合わせへの回答、そしてサービスに必要なメール（アドレスの確認、パスワードのリセット、設定で選んだ通知）の送信のために処理します。法的根拠は、あなたとの契約と、安全で正常に動作するサービスに対する正当な利益です。',
  'info.privacy.recipients.title': 'データを見られる人',
  'info.privacy.recipients.li1':
    'ファイルは共有するまで非公開です。共有リンクを持つ人は誰でもアクセスできます。ギャラリーに掲載すると、画像、そのタイトルと説明、あなたのユーザー名がすべての人に公開されます。',
  'info.privacy.recipients.li2':
    'このサイトのスタッフは、アドレスの確認やストレージの付与など、サービスを運営するためにアカウントデータを閲覧できます。',
  'info.privacy.recipients.li3':
    '別のホストで運営されているコミュニティフォーラムを開くと、シングルサインオンによってユーザー名とメールアドレスがフォーラムに渡されます。',
  'info.privacy.recipients.li4':
    'このサイトで有料のサブスクリプションが有効な場合、支払いは決済事業者が処理し、決済事業者は支払いに必要なデータを受け取ります。',
  'info.privacy.recipients.li5':
    '個人データを販売することはありません。また、Asperity には第三者の広告スクリプトやトラッキングスクリプトは含まれていません。',
  'info.privacy.retention.title': '保存期間',
  'info.privacy.retention.p1':
    'アカウントデータとファイルは、アカウントが存在する間保存されます。ファイルやアカウントを削除するとデータは削除され、バックアップ内のコピーは運営者のバックアップ周期に従って消えていきます。メールアドレスが確認されないままのアカウントは {unconfirmedDays} 日後に削除されます。パスワードリセットのリンクは {hours} 時間で無効になります。',
  'info.privacy.rights.title': 'あなたの権利',
  'info.privacy.rights.p1':
    'アカウントデータはプロフィールで確認・修正でき、ファイルは元ファイルも含めていつでもダウンロードでき、ファイルやアカウント全体を削除できます。また、運営者に対してデータのコピーを求めること、処理に異議を申し立てること、データ保護機関に苦情を申し立てることもできます。',
  'info.privacy.security.title': 'セキュリティ',
  'info.privacy.security.p1':
    'セッションには、ページ上のスクリプトから読み取れない HTTP-only の Cookie を使います。サインインに繰り返し失敗すると、{minutes} 分間それ以上の試行ができなくなります。ファイルは任意で暗号化できます。サイトが HTTPS で提供されている場合、ブラウザとサイトの間の通信はすべて暗号化されます。',
  'info.privacy.changes.title': 'このポリシーの変更',
  'info.privacy.changes.p1':
    'このポリシーに重要な変更があった場合は、次回サインインするときに新しい版への同意をお願いします。',

  'info.cookies.title': 'Cookie ポリシー',
  'info.cookies.intro':
    'Asperity が使う Cookie はわずかで、いずれもサイトの動作か、あなたが選んだ設定を記憶するために必要なものです。広告やトラッキングのための Cookie はありません。',
  'info.cookies.list.title': 'このサイトの Cookie',
  'info.cookies.header.cookie': 'Cookie',
  'info.cookies.header.purpose': '目的',
  'info.cookies.header.lifetime': '有効期間',
  'info.cookies.consent.name': 'Cookie への同意',
  'info.cookies.consent.purpose':
    'この Cookie ポリシーに同意したこと（値「{value}」）を記憶し、バナーを再び表示しないようにします。',
  'info.cookies.browser.name': '古いブラウザのお知らせ',
  'info.cookies.browser.purpose':
    '古いブラウザに関するお知らせを閉じたこと（値「{value}」）を記憶し、閉じたままにします。',
  'info.cookies.language.name': '言語',
  'info.cookies.language.purpose': '選択した表示言語。次回もその言語でサイトを開きます。',
  'info.cookies.session.name': 'セッション',
  'info.cookies.session.purpose':
    'サインインした状態を保ちます。有効期間の短いアクセス用 Cookie がリクエストごとにあなたを識別し、リフレッシュ用 Cookie がそれを更新します。リフレッシュ用 Cookie は使うたびに新しいものに置き換わります。どちらも HTTP-only なので、ページ上のスクリプトからは読み取れません。',
  'info.cookies.lifetime.days': '{cookieDays} 日',
  'info.cookies.lifetime.session': 'サインアウトするか、期限が切れるまで',
  'info.cookies.attributes.title': '設定のされ方',
  'info.cookies.attributes.p1':
    '同意と古いブラウザのお知らせの Cookie は、サイト全体（パス {path}）に適用され、サイトのドメインに対して設定され、SameSite={sameSite} を使います。そのため、ブラウザはこのサイトから始まるリクエストか、このサイトへの通常のリンクでのみこれらを送信します。セッションの Cookie も SameSite={sameSite} を使い、変更を伴う各リクエストの送信元の確認と合わせて、クロスサイトリクエストフォージェリからあなたを守ります。',
  'info.cookies.storage.title': 'ブラウザ内のストレージ',
  'info.cookies.storage.p1':
    'アプリケーションは、表示に関する設定をブラウザのローカルストレージに保存することもあります。これらはお使いの端末から出ることはありません。',
  'info.cookies.thirdParty.title': 'ほかのサイト',
  'info.cookies.thirdParty.p1':
    'コミュニティフォーラムは別のホストで運営されており、独自のポリシーに基づいて独自の Cookie を設定します。',
  'info.cookies.control.title': 'あなたの選択',
  'info.cookies.control.p1':
    'Cookie はブラウザの設定からいつでも削除できます。セッションの Cookie がないとサインインした状態を保てず、同意の Cookie がないとバナーが再び表示されます。',

  'info.terms.title': '利用規約',
  'info.terms.intro':
    'この規約は、このサイトでの Asperity の利用に適用されます。アカウントを作成すると規約に同意したことになりますので、お読みください。',
  'info.terms.service.title': 'サービス',
  'info.terms.service.p1':
    'Asperity では、表面形状の測定データを保存・表示・解析・共有できます。ソフトウェアは MIT ライセンスによるオープンソースです。この規約はこのサイトで運営されるサービスを対象とし、ソースコードの利用はライセンスのみに従います。',
  'info.terms.account.title': 'アカウント',
  'info.terms.account.p1':
    'アカウントの利用には、確認済みのメールアドレスが必要です。確認されないままのアカウントは {unconfirmedDays} 日後に削除されます。パスワードは秘密にしてください。アカウントで行われたことについてはあなたが責任を負います。お住まいの地域で契約を結べる年齢に達している必要があります。',
  'info.terms.content.title': 'あなたのコンテンツ',
  'info.terms.content.p1':
    'ファイルはあなたのものです。あなたは運営者に対し、サービスを提供するためにファイルを保存・処理・表示・バックアップし、あなたが共有した相手に表示するために必要な許可を与えます。アップロードするものをアップロードする権利があること、そしてそれを共有・公開しても秘密保持契約や第三者の権利に反しないことを確認してください。',
  'info.terms.sharing.title': '共有と公開ギャラリー',
  'info.terms.sharing.p1':
    '共有リンクを持つ人は誰でもアクセスできます。閲覧者に編集、コピーの保存、元ファイルのダウンロードを許可するかどうかはあなたが決めます。ギャラリーに掲載した画像はすべての人に公開されます。運営者は、この規約に反するギャラリーのコンテンツを削除することがあります。',
  'info.terms.use.title': '禁止事項',
  'info.terms.use.li1':
    'マルウェアや、サービスまたは利用者に害を与えることを目的としたファイルをアップロードしないでください。',
  'info.terms.use.li2':
    '他人のアカウントやファイルにアクセスしようとしたり、プランの制限やセキュリティ対策を回避しようとしたりしないでください。',
  'info.terms.use.li3':
    '自動化された大量アップロードなど、通常の利用を大きく超えるリクエストでサービスに過大な負荷をかけないでください。',
  'info.terms.use.li4': '違法なコンテンツや、他人の権利を侵害するコンテンツをアップロードしないでください。',
  'info.terms.plans.title': 'プラン、ストレージ、支払い',
  'info.terms.plans.p1':
    'プランごとのストレージ容量と機能は、プランのページに記載のとおりです。新しいアカウントは Advanced プランの試用期間から始まります。有料のサブスクリプションが有効な場合は、米ドルで月払いまたは年払いで請求されます。解約は請求期間の終了時に有効となり、その後アカウントは Free プランに戻ります。ファイルがストレージ容量に達すると、空き容量を作るか追加のストレージを得るまで、新たにアップロードできません。',
  'info.terms.results.title': '測定結果',
  'info.terms.results.p1':
    'Asperity は、明示した規格の定義どおりにパラメータを計算し、参照値で検証されていますが、結果はデータと選んだ設定によって変わります。安全性、製品の合否判定、法的な事項に関する判断に使う前に、結果を確認してください。',
  'info.terms.liability.title': '可用性と責任',
  'info.terms.liability.p1':
    'サービスは、MIT ライセンスのもとでのソフトウェアと同様に、現状のまま、いかなる保証もなく提供されます。運営者は信頼できるサービスを目指しますが、常に利用できることは保証しません。重要なデータは自分でも保管してください。法律で認められる範囲で、運営者は間接的な損害やデータの消失について責任を負いません。',
  'info.terms.ending.title': 'サービスの終了',
  'info.terms.ending.p1':
    'アカウントはいつでも削除できます。運営者は、この規約に重大に、または繰り返し違反したアカウントを停止することがあります。その場合、可能であれば事前に通知し、ファイルをエクスポートできるようにします。',
  'info.terms.changes.title': 'この規約の変更',
  'info.terms.changes.p1':
    'この規約に重要な変更があった場合は、次回サインインするときに新しい版への同意をお願いします。',
} satisfies Record<InfoMessageId, string>;
