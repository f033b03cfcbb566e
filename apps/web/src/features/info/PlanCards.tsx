import Grid from '@mui/material/Grid';
import { planIds, plans } from '@asperity/contract';
import { PlanCard } from './PlanCard.tsx';

/** The three plans side by side (stacked on phones); used by /plans and the landing teaser. */
export function PlanCards() {
  return (
    <Grid container spacing={2}>
      {planIds.map((id) => (
        <Grid key={id} size={{ xs: 12, sm: 4 }}>
          <PlanCard plan={plans[id]} />
        </Grid>
      ))}
    </Grid>
  );
}
