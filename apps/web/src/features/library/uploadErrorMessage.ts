// The text of a failed upload (spec part 1 §8): the catalogue message of its code, the file's
// extension for an unsupported type, and library wordings for a file already stored (409, saying
// where the existing copy is when the server named it) and for
// the 2D rule (part 1 §4: a 2D image only once a 3D image is in the library; the server's
// `restriction`, its only upload restriction).
import { errorMessageId } from '@asperity/contract';
import type { UploadItem } from './uploadQueue.ts';

export interface MessageDescriptor {
  readonly id: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** The extension as the user sees it (lower case, no dot); empty when the name has none. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** "Library / Runs / May / run.gsf": where a file is, from the root. */
export function libraryPath(
  root: string,
  file: { readonly folderPath: readonly string[]; readonly name: string },
): string {
  return [root, ...file.folderPath, file.name].join(' / ');
}

export function uploadErrorMessage(
  item: Pick<UploadItem, 'name' | 'errorCode' | 'existingFile'>,
  libraryRoot = 'Library',
): MessageDescriptor {
  const code = item.errorCode ?? 'something-went-wrong';
  if (code === 'unsupported-image-type' || code === 'image-type-unsupported') {
    const extension = extensionOf(item.name);
    return extension
      ? { id: errorMessageId(code), values: { extension } }
      : { id: 'library.upload.noExtension' };
  }
  if (code === 'conflict')
    return item.existingFile
      ? { id: 'library.upload.duplicateAt', values: { path: libraryPath(libraryRoot, item.existingFile) } }
      : { id: 'library.upload.duplicate' };
  if (code === 'restriction') return { id: 'library.upload.needsThreeD' };
  return { id: errorMessageId(code) };
}
