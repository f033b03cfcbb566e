import { ArticleSections } from './ArticleSections.tsx';
import { ArticleSectionView } from './ArticleSectionView.tsx';
import {
  viewerColourSection,
  viewerSectionsAfterColour,
  viewerSectionsBeforeColour,
} from './content/viewer.ts';
import { GradientSwatches } from './GradientSwatches.tsx';
import { InfoPage } from './InfoPage.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';
import { useInfoValues } from './useInfoValues.ts';

export function ViewerPage() {
  const values = useInfoValues();
  return (
    <InfoPage title="info.viewer.title" intro="info.viewer.intro" testId="viewer-page">
      <ArticleSections sections={viewerSectionsBeforeColour} values={values} />
      <ArticleSectionView section={viewerColourSection} values={values}>
        <GradientSwatches />
      </ArticleSectionView>
      <ArticleSections sections={viewerSectionsAfterColour} values={values} />
      <RelatedLinks
        links={[
          { to: '/help/viewer', label: 'info.helpTopic.viewer.title' },
          { to: '/help/units', label: 'info.helpTopic.units.title' },
          { to: '/specification', label: 'info.specification.title' },
        ]}
      />
    </InfoPage>
  );
}
