import { paragraph, section, type ArticleSection } from '../article.ts';

/** The colour section is rendered with the gradient swatches after it (ViewerPage). */
export const viewerColourSection: ArticleSection = section(
  'colour',
  'info.viewer.colour.title',
  paragraph('info.viewer.colour.p1'),
);

export const viewerSectionsBeforeColour: readonly ArticleSection[] = [
  section('gpu', 'info.viewer.gpu.title', paragraph('info.viewer.gpu.p1')),
  section('navigate', 'info.viewer.navigate.title', paragraph('info.viewer.navigate.p1')),
];

export const viewerSectionsAfterColour: readonly ArticleSection[] = [
  section('lighting', 'info.viewer.lighting.title', paragraph('info.viewer.lighting.p1')),
  section('geometry', 'info.viewer.geometry.title', paragraph('info.viewer.geometry.p1')),
  section('units', 'info.viewer.units.title', paragraph('info.viewer.units.p1')),
];
