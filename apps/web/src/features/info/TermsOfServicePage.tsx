import { ArticleSections } from './ArticleSections.tsx';
import { termsSections } from './content/terms.ts';
import { InfoPage } from './InfoPage.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';
import { useInfoValues } from './useInfoValues.ts';

export function TermsOfServicePage() {
  const values = useInfoValues();
  return (
    <InfoPage title="info.terms.title" intro="info.terms.intro" testId="terms-of-service-page">
      <ArticleSections sections={termsSections} values={values} />
      <RelatedLinks
        links={[
          { to: '/privacy-policy', label: 'info.privacy.title' },
          { to: '/cookie-policy', label: 'info.cookies.title' },
          { to: '/plans', label: 'info.plans.title' },
        ]}
      />
    </InfoPage>
  );
}
