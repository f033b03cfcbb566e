// /user (spec part 1 §2, §3, §4 "Profile, quota"): picture or initials, names, address,
// username, plan and storage, with links to the pages that change them.
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useHttpClient } from '../../app/session/index.ts';
import { TrialNotice } from '../../components/trial-notice/index.ts';
import { profileApi, PROFILE_QUERY_KEY, PROFILE_QUOTA_QUERY_KEY } from './profileApi.ts';
import { ProfileFrame } from './ProfileFrame.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import { useErrorText } from './useErrorText.ts';

/** Decimal units as storage is sold (100 MB, 1 GB). */
export function formatBytes(intl: IntlShape, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return intl.formatNumber(value, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  });
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography color="text.secondary" sx={{ width: { sm: 140 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

function QuotaRow() {
  const intl = useIntl();
  const http = useHttpClient();
  const quota = useQuery({
    queryKey: PROFILE_QUOTA_QUERY_KEY,
    queryFn: ({ signal }) => profileApi.quota(http, signal),
    retry: false,
  });
  if (quota.isError) {
    return (
      <Typography color="error" data-testid="quota-error">
        <FormattedMessage id="profile.quota.failed" />
      </Typography>
    );
  }
  if (!quota.data) return <LinearProgress sx={{ maxWidth: 280 }} />;
  const { usedQuota, maxQuota } = quota.data;
  const ratio = maxQuota > 0 ? Math.min(1, usedQuota / maxQuota) : 1;
  return (
    <Box sx={{ maxWidth: 280 }}>
      <LinearProgress
        variant="determinate"
        value={ratio * 100}
        color={ratio >= 0.9 ? 'warning' : 'primary'}
        aria-label={intl.formatMessage({ id: 'profile.field.storage' })}
        sx={{ height: 6, borderRadius: 3, mt: 1 }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="quota-text">
        <FormattedMessage
          id="profile.quota.used"
          values={{ used: formatBytes(intl, usedQuota), max: formatBytes(intl, maxQuota) }}
        />
      </Typography>
    </Box>
  );
}

export function AccountPage() {
  const intl = useIntl();
  const http = useHttpClient();
  const errorText = useErrorText();
  const me = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => profileApi.me(http, signal) });
  const user = me.data;
  return (
    <ProfileFrame title="profile.account.title" testId="account-page" back={false}>
      {me.isError && <Typography color="error">{errorText('something-went-wrong')}</Typography>}
      {!user && !me.isError && <LinearProgress />}
      {user && (
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
            <UserAvatar avatar={user.avatar} firstName={user.firstName} lastName={user.lastName} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h3"
                component="p"
                data-testid="account-name"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {user.firstName} {user.lastName}
              </Typography>
              <Typography color="text.secondary">@{user.username}</Typography>
            </Box>
          </Box>
          <Box>
            <Row label={intl.formatMessage({ id: 'profile.field.email' })} testId="account-email">
              {user.email}
            </Row>
            <Row label={intl.formatMessage({ id: 'profile.field.username' })} testId="account-username">
              {user.username}
            </Row>
            <Row label={intl.formatMessage({ id: 'profile.field.plan' })} testId="account-plan">
              <FormattedMessage id={`profile.plan.${user.effectiveTier}`} />
              <TrialNotice trialEndsAt={user.trialEndsAt} variant="body2" />
            </Row>
            <Row label={intl.formatMessage({ id: 'profile.field.storage' })} testId="account-storage">
              <QuotaRow />
            </Row>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexDirection: { xs: 'column', sm: 'row' } }}>
            <Button component={RouterLink} to="/user-edit" variant="contained" data-testid="link-edit">
              <FormattedMessage id="profile.link.edit" />
            </Button>
            <Button component={RouterLink} to="/user-email" variant="outlined" data-testid="link-email">
              <FormattedMessage id="profile.link.email" />
            </Button>
            <Button component={RouterLink} to="/user-password" variant="outlined" data-testid="link-password">
              <FormattedMessage id="profile.link.password" />
            </Button>
            <Button
              component={RouterLink}
              to={`/user/${encodeURIComponent(user.username)}`}
              data-testid="link-public"
            >
              <FormattedMessage id="profile.link.public" />
            </Button>
          </Box>
        </Stack>
      )}
    </ProfileFrame>
  );
}
