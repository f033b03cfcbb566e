import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useFeatureFlags } from '../../app/flags/index.ts';
import { InfoPage } from './InfoPage.tsx';
import { PlanCards } from './PlanCards.tsx';
import { PlanFeatureTable } from './PlanFeatureTable.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';

export function PlansPage() {
  const flags = useFeatureFlags();
  return (
    <InfoPage title="info.plans.title" intro="info.plans.intro" testId="plans-page">
      {!flags.subscriptions && (
        <Alert severity="info" data-testid="plans-subscriptions-off" sx={{ mb: 3 }}>
          <FormattedMessage id="info.plans.subscriptionsOff" />
        </Alert>
      )}
      <PlanCards />
      <Typography sx={{ mt: 3 }}>
        <FormattedMessage id="info.plans.trial" />
      </Typography>
      <Typography sx={{ mt: 1.5 }} color="text.secondary">
        <FormattedMessage id="info.plans.billing" />
      </Typography>
      <Box component="section" aria-labelledby="plans-table-title" sx={{ mt: 5 }}>
        <Typography id="plans-table-title" variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          <FormattedMessage id="info.plans.table.title" />
        </Typography>
        <PlanFeatureTable flags={flags} />
      </Box>
      <Typography sx={{ mt: 3 }}>
        <FormattedMessage id="info.plans.quota" />
      </Typography>
      <RelatedLinks
        links={[
          { to: '/analysis', label: 'info.analysis.title' },
          { to: '/help/operators', label: 'info.helpTopic.operators.title' },
          { to: '/specification', label: 'info.specification.title' },
        ]}
      />
    </InfoPage>
  );
}
