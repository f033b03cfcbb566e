import { list, paragraph, section, type ArticleSection } from '../article.ts';

export const shareSections: readonly ArticleSection[] = [
  section('link', 'info.share.link.title', paragraph('info.share.link.p1'), paragraph('info.share.link.p2')),
  section(
    'permissions',
    'info.share.permissions.title',
    paragraph('info.share.permissions.p1'),
    list('info.share.permissions.li1', 'info.share.permissions.li2', 'info.share.permissions.li3'),
    paragraph('info.share.permissions.p2'),
  ),
  section(
    'folders',
    'info.share.folders.title',
    paragraph('info.share.folders.p1'),
    paragraph('info.share.folders.p2'),
  ),
  section(
    'gallery',
    'info.share.gallery.title',
    paragraph('info.share.gallery.p1'),
    paragraph('info.share.gallery.p2'),
  ),
  section('embed', 'info.share.embed.title', paragraph('info.share.embed.p1')),
  section(
    'levels',
    'info.share.levels.title',
    list('info.share.levels.li1', 'info.share.levels.li2', 'info.share.levels.li3'),
  ),
];
