import type { ArticleSection, MessageValues } from './article.ts';
import { ArticleSectionView } from './ArticleSectionView.tsx';

export interface ArticleSectionsProps {
  readonly sections: readonly ArticleSection[];
  readonly values?: MessageValues;
}

export function ArticleSections({ sections, values }: ArticleSectionsProps) {
  return (
    <>
      {sections.map((section) => (
        <ArticleSectionView key={section.key} section={section} values={values} />
      ))}
    </>
  );
}
