// Saves a Blob made in the browser (chart and table exports) under a file name: an object URL on a
// temporary <a download>, revoked afterwards so repeated exports do not keep their bytes alive.

/** Characters that Windows, macOS or Linux refuse in a file name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** A file name made from a title: unsafe characters become dashes, never empty. */
export function safeFileName(title: string, extension: string): string {
  const base = title.replace(UNSAFE_IN_FILE_NAMES, '-').replace(/\s+/g, ' ').trim().slice(0, 120);
  return `${base || 'export'}.${extension}`;
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking on the next task keeps Safari happy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
