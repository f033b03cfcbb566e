import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { ArticleSections } from './ArticleSections.tsx';
import { cookieSections } from './content/cookies.ts';
import { CookieTable } from './CookieTable.tsx';
import { InfoPage } from './InfoPage.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';
import { useInfoValues } from './useInfoValues.ts';

export function CookiePolicyPage() {
  const values = useInfoValues();
  return (
    <InfoPage title="info.cookies.title" intro="info.cookies.intro" testId="cookie-policy-page">
      <Box component="section" aria-labelledby="section-cookie-list" sx={{ mt: 4 }}>
        <Typography id="section-cookie-list" variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          <FormattedMessage id="info.cookies.list.title" />
        </Typography>
        <CookieTable />
      </Box>
      <ArticleSections sections={cookieSections} values={values} />
      <RelatedLinks
        links={[
          { to: '/privacy-policy', label: 'info.privacy.title' },
          { to: '/terms-of-service', label: 'info.terms.title' },
        ]}
      />
    </InfoPage>
  );
}
