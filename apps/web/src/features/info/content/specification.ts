import { list, paragraph, section, type ArticleSection } from '../article.ts';

export const specificationDataSection: ArticleSection = section(
  'data',
  'info.specification.data.title',
  list(
    'info.specification.data.li1',
    'info.specification.data.li2',
    'info.specification.data.li3',
    'info.specification.data.li4',
  ),
);

export const specificationLanguagesSection: ArticleSection = section(
  'languages',
  'info.specification.languages.title',
  paragraph('info.specification.languages.p1'),
);

export const specificationSoftwareSection: ArticleSection = section(
  'software',
  'info.specification.software.title',
  paragraph('info.specification.software.p1'),
);
