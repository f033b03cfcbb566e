export { TwoDEditorPage } from './TwoDEditorPage.tsx';
export { PictureWithLinks, type PictureLink } from './PictureWithLinks.tsx';
export { imageLinksApi, editor2dQueryKeys } from './imageLinksApi.ts';
