// Texts of the download dialog (spec part 3 §3–§4): the formats, the status message and the
// failures; reached from the editor's toolbar and the library's item menu.
const en = {
  'export.download': 'Download',
  'export.dialog.title': 'Download {name}',
  'export.dialog.format': 'Format',
  'export.format.opengps': 'OpenGPS x3p (ISO 25178-72)',
  'export.format.surf': 'Digital Surf .sur',
  'export.format.stereolithography': 'STL solid for 3D printing (µm)',
  'export.format.png': 'PNG colour map',
  'export.format.csv': 'CSV table of heights (metres)',
  'export.format.original': 'Original file as uploaded',
  'export.dialog.forkNote': 'The surface is exported as the editor shows it now.',
  'export.dialog.libraryNote':
    'Surfaces are exported in their saved version. Several files or a folder are downloaded as a zip keeping the folders.',
  'export.dialog.source': 'Version',
  'export.source.saved': 'Saved version (saved operators applied)',
  'export.source.source': 'As uploaded',
  'export.dialog.cancel': 'Cancel',
  'export.dialog.download': 'Download',
  'export.dialog.close': 'Close',
  'export.status.preparing': 'Preparing your download…',
  'export.status.done': 'Your download of {name} has started.',
  'export.status.viaServer':
    'Your browser could not save {name} directly; it is downloaded through the server.',
} as const;

export type ExportMessageId = keyof typeof en;

const ja: Record<ExportMessageId, string> = {
  'export.download': 'ダウンロード',
  'export.dialog.title': '{name} をダウンロード',
  'export.dialog.format': '形式',
  'export.format.opengps': 'OpenGPS x3p（ISO 25178-72）',
  'export.format.surf': 'Digital Surf .sur ファイル',
  'export.format.stereolithography': '3D プリント用 STL ソリッド（µm）',
  'export.format.png': 'PNG カラーマップ',
  'export.format.csv': '高さの CSV 表（メートル）',
  'export.format.original': 'アップロードした元のファイル',
  'export.dialog.forkNote': 'エディターに現在表示されている表面をエクスポートします。',
  'export.dialog.libraryNote':
    '表面は保存済みのバージョンでエクスポートされます。複数のファイルやフォルダーは、フォルダー構成を保った zip としてダウンロードされます。',
  'export.dialog.source': 'バージョン',
  'export.source.saved': '保存済みのバージョン（保存したオペレーターを適用）',
  'export.source.source': 'アップロードしたまま',
  'export.dialog.cancel': 'キャンセル',
  'export.dialog.download': 'ダウンロード',
  'export.dialog.close': '閉じる',
  'export.status.preparing': 'ダウンロードを準備しています…',
  'export.status.done': '{name} のダウンロードを開始しました。',
  'export.status.viaServer':
    'ブラウザーが {name} を直接保存できなかったため、サーバー経由でダウンロードします。',
};

const zh: Record<ExportMessageId, string> = {
  'export.download': '下载',
  'export.dialog.title': '下载 {name}',
  'export.dialog.format': '格式',
  'export.format.opengps': 'OpenGPS x3p（ISO 25178-72）',
  'export.format.surf': 'Digital Surf .sur 文件',
  'export.format.stereolithography': '用于 3D 打印的 STL 实体（µm）',
  'export.format.png': 'PNG 彩色图',
  'export.format.csv': '高度 CSV 表（米）',
  'export.format.original': '上传时的原始文件',
  'export.dialog.forkNote': '导出编辑器当前显示的表面。',
  'export.dialog.libraryNote': '表面以已保存的版本导出。多个文件或文件夹将以保留文件夹结构的 zip 下载。',
  'export.dialog.source': '版本',
  'export.source.saved': '已保存的版本（应用已保存的操作）',
  'export.source.source': '上传时的状态',
  'export.dialog.cancel': '取消',
  'export.dialog.download': '下载',
  'export.dialog.close': '关闭',
  'export.status.preparing': '正在准备下载…',
  'export.status.done': '{name} 已开始下载。',
  'export.status.viaServer': '浏览器无法直接保存 {name}，将通过服务器下载。',
};

export const messages = { en, ja, zh };
