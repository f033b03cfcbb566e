import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { enabledLocales, localeNames } from '@asperity/contract';
import { ArticleSectionView } from './ArticleSectionView.tsx';
import { BrowserTable } from './BrowserTable.tsx';
import {
  specificationDataSection,
  specificationLanguagesSection,
  specificationSoftwareSection,
} from './content/specification.ts';
import { ExportFormatList } from './ExportFormatList.tsx';
import { FormatFamilyTable } from './FormatFamilyTable.tsx';
import { InfoPage } from './InfoPage.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';

export function SpecificationPage() {
  const intl = useIntl();
  // Each language under its own name, as the language menu shows it.
  const languages = intl.formatList(
    enabledLocales.map((locale) => localeNames[locale]),
    { type: 'conjunction' },
  );

  return (
    <InfoPage title="info.specification.title" intro="info.specification.intro" testId="specification-page">
      <Box component="section" aria-labelledby="section-formats" sx={{ mt: 4 }}>
        <Typography id="section-formats" variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          <FormattedMessage id="info.specification.formats.title" />
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="info.specification.formats.p1" />
        </Typography>
        <FormatFamilyTable />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          <FormattedMessage id="info.specification.formats.note" />
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="section-browsers" sx={{ mt: 4 }}>
        <Typography id="section-browsers" variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          <FormattedMessage id="info.specification.browsers.title" />
        </Typography>
        <Typography sx={{ mb: 1 }}>
          <FormattedMessage id="info.specification.browsers.p1" />
        </Typography>
        <BrowserTable />
        <Typography sx={{ mt: 1.5 }}>
          <FormattedMessage id="info.specification.browsers.p2" />
        </Typography>
      </Box>
      <ArticleSectionView section={specificationDataSection} />
      <Box component="section" aria-labelledby="section-export" sx={{ mt: 4 }}>
        <Typography id="section-export" variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          <FormattedMessage id="info.specification.export.title" />
        </Typography>
        <Typography sx={{ mb: 1 }}>
          <FormattedMessage id="info.specification.export.p1" />
        </Typography>
        <ExportFormatList />
        <Typography>
          <FormattedMessage id="info.specification.export.p2" />
        </Typography>
      </Box>
      <ArticleSectionView section={specificationLanguagesSection} values={{ languages }} />
      <ArticleSectionView section={specificationSoftwareSection} />
      <RelatedLinks
        links={[
          { to: '/help/upload', label: 'info.helpTopic.upload.title' },
          { to: '/help/export', label: 'info.helpTopic.export.title' },
          { to: '/plans', label: 'info.plans.title' },
        ]}
      />
    </InfoPage>
  );
}
