import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Plan } from '@asperity/contract';
import { formatPrice, formatStorage } from './formatting.ts';
import { planNameIds, planTaglineIds } from './planNames.ts';

export interface PlanCardProps {
  readonly plan: Plan;
}

export function PlanCard({ plan }: PlanCardProps) {
  const intl = useIntl();
  return (
    <Card variant="outlined" data-testid={`plan-card-${plan.id}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h3" sx={{ fontWeight: 600 }}>
          <FormattedMessage id={planNameIds[plan.id]} />
        </Typography>
        <Typography
          variant="h4"
          component="p"
          data-testid={`plan-price-${plan.id}`}
          sx={{ fontWeight: 700, my: 1 }}
        >
          <FormattedMessage
            id="info.plans.card.priceMonthly"
            values={{ price: formatPrice(intl, plan.price) }}
          />
        </Typography>
        <Typography variant="subtitle1" component="p" data-testid={`plan-storage-${plan.id}`} sx={{ mb: 1 }}>
          <FormattedMessage
            id="info.plans.card.storage"
            values={{ storage: formatStorage(intl, plan.storageBytes) }}
          />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id={planTaglineIds[plan.id]} />
        </Typography>
      </CardContent>
    </Card>
  );
}
