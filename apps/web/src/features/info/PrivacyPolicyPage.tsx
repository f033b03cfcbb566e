import { ArticleSections } from './ArticleSections.tsx';
import { privacySections } from './content/privacy.ts';
import { InfoPage } from './InfoPage.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';
import { useInfoValues } from './useInfoValues.ts';

export function PrivacyPolicyPage() {
  const values = useInfoValues();
  return (
    <InfoPage title="info.privacy.title" intro="info.privacy.intro" testId="privacy-policy-page">
      <ArticleSections sections={privacySections} values={values} />
      <RelatedLinks
        links={[
          { to: '/cookie-policy', label: 'info.cookies.title' },
          { to: '/terms-of-service', label: 'info.terms.title' },
        ]}
      />
    </InfoPage>
  );
}
