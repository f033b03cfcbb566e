import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { TechnicalSupportButton } from '../support/index.ts';
import { ValidationLink } from '../validation/index.ts';
import { HelpTopicList } from './HelpTopicList.tsx';
import { InfoPage } from './InfoPage.tsx';

export function HelpPage() {
  return (
    <InfoPage title="info.help.title" intro="info.help.intro" testId="help-page">
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id="info.help.topics" />
      </Typography>
      <HelpTopicList />
      <Typography sx={{ mt: 3 }}>
        <ValidationLink />
      </Typography>
      <Typography sx={{ mt: 3 }} component="div">
        <TechnicalSupportButton />
      </Typography>
    </InfoPage>
  );
}
