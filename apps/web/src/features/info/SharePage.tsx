import { ArticleSections } from './ArticleSections.tsx';
import { shareSections } from './content/share.ts';
import { InfoPage } from './InfoPage.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';
import { useInfoValues } from './useInfoValues.ts';

export function SharePage() {
  const values = useInfoValues();
  return (
    <InfoPage title="info.share.title" intro="info.share.intro" testId="share-page">
      <ArticleSections sections={shareSections} values={values} />
      <RelatedLinks
        links={[
          { to: '/help/sharing', label: 'info.helpTopic.sharing.title' },
          { to: '/viewer', label: 'info.viewer.title' },
          { to: '/privacy-policy', label: 'info.privacy.title' },
        ]}
      />
    </InfoPage>
  );
}
