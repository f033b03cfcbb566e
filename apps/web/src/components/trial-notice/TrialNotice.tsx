// "Advanced trial until {date}" (spec part 1 §1; docs/api.md "Trial"), shown with the plan or the
// quota while the account is Advanced by its trial. The server sends trialEndsAt only then, so the
// server's clock decides; the profile and quota are refetched, which drops the notice once it ends.
import { Typography, type TypographyProps } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';

export interface TrialNoticeProps {
  /** ISO-8601 end of the trial (UserProfile / Quota trialEndsAt); null or undefined: nothing shown. */
  readonly trialEndsAt: string | null | undefined;
  readonly variant?: TypographyProps['variant'];
}

export function TrialNotice({ trialEndsAt, variant = 'caption' }: TrialNoticeProps) {
  const intl = useIntl();
  if (typeof trialEndsAt !== 'string') return null;
  const end = Date.parse(trialEndsAt);
  if (!Number.isFinite(end)) return null;
  return (
    <Typography variant={variant} color="text.secondary" component="p" data-testid="trial-notice">
      <FormattedMessage id="plan.trialUntil" values={{ date: intl.formatDate(end, { dateStyle: 'long' }) }} />
    </Typography>
  );
}
