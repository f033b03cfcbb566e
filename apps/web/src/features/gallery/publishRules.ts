// The public-gallery rules of part 1 §5 checked in the browser before publishing, so the owner sees
// what is missing at once (the server checks them again and is the authority): at least one
// category, a non-empty description, a 2D image names at least one 3D image link, every link a
// valid http(s) URL, and a publicly shared image is not editable.
import { isAllowedRichTextUrl, type GalleryCategory } from '@asperity/contract';

export type PublishProblem =
  | 'category-required'
  | 'description-required'
  | 'image-link-required'
  | 'invalid-url'
  | 'publicly-shared-not-editable';

export interface PublishDraft {
  readonly categories: readonly GalleryCategory[];
  readonly descriptionText: string;
  readonly fileLinks: readonly string[];
  readonly twoD: boolean;
  readonly allowEditing: boolean;
}

/** The lines of the links field, trimmed, without empty lines. */
export function linksOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export const isValidLink = (link: string): boolean =>
  /^https?:\/\//i.test(link) && isAllowedRichTextUrl(link);

/** Every rule the draft breaks, in the order the server checks them. */
export function publishProblems(draft: PublishDraft): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (draft.categories.length === 0) problems.push('category-required');
  if (draft.descriptionText.trim() === '') problems.push('description-required');
  if (draft.twoD && draft.fileLinks.length === 0) problems.push('image-link-required');
  if (draft.fileLinks.some((link) => !isValidLink(link))) problems.push('invalid-url');
  if (draft.allowEditing) problems.push('publicly-shared-not-editable');
  return problems;
}
