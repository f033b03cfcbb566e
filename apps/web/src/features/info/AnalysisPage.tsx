import { ArticleSections } from './ArticleSections.tsx';
import { analysisSections } from './content/analysis.ts';
import { InfoPage } from './InfoPage.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';
import { useInfoValues } from './useInfoValues.ts';

export function AnalysisPage() {
  const values = useInfoValues();
  return (
    <InfoPage title="info.analysis.title" intro="info.analysis.intro" testId="analysis-page">
      <ArticleSections sections={analysisSections} values={values} />
      <RelatedLinks
        links={[
          { to: '/help/areal-parameters', label: 'info.helpTopic.areal-parameters.title' },
          { to: '/help/profile-parameters', label: 'info.helpTopic.profile-parameters.title' },
          { to: '/help/operators', label: 'info.helpTopic.operators.title' },
          { to: '/plans', label: 'info.plans.title' },
        ]}
      />
    </InfoPage>
  );
}
