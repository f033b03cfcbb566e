// Storage used of the account's quota (spec part 1 §3 "Quota", §4): a bar with "used of max", and
// a button asking staff for more storage; once asked, it says so instead. While the Advanced trial
// is what gives the storage, its end is shown under the bar. The quota is refetched
// whenever the library changes (uploads, copies, deletes invalidate the library queries).
import type { Quota } from '@asperity/contract';
import { errorMessageId } from '@asperity/contract';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorToast } from '../../components/toasts/index.ts';
import { TrialNotice } from '../../components/trial-notice/index.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { formatBytes } from './formatting.ts';
import { libraryApi, QUOTA_QUERY_KEY } from './libraryApi.ts';

export function QuotaBar() {
  const intl = useIntl();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const quota = useQuery({
    queryKey: QUOTA_QUERY_KEY,
    queryFn: ({ signal }) => libraryApi.quota(http, signal),
    retry: false,
  });
  const requestMore = useMutation({
    mutationFn: () => libraryApi.requestMoreQuota(http),
    onSuccess: (answer: Quota) => queryClient.setQueryData(QUOTA_QUERY_KEY, answer),
    onError: (error) => showError(error),
  });

  if (quota.isError && !quota.data) {
    return (
      <Typography variant="caption" color="error" data-testid="quota-error">
        <FormattedMessage id={errorMessageId('fetching-quota-failed')} />
      </Typography>
    );
  }
  const data = quota.data;
  if (!data) return null;
  const ratio = data.maxQuota > 0 ? Math.min(1, data.usedQuota / data.maxQuota) : 1;
  const full = ratio >= 0.9;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}
      data-testid="quota-bar"
      data-used={data.usedQuota}
      data-max={data.maxQuota}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 140, maxWidth: 320 }}>
        <LinearProgress
          variant="determinate"
          value={ratio * 100}
          color={full ? 'warning' : 'primary'}
          aria-label={intl.formatMessage({ id: 'library.quota.label' })}
          // A grey track: a nearly empty quota must not read as a full bar.
          sx={{ height: 6, borderRadius: 3, bgcolor: 'grey.200' }}
        />
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="quota-text"
          title={intl.formatMessage({ id: 'library.quota.rule' })}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <FormattedMessage
            id="library.quota.used"
            values={{ used: formatBytes(intl, data.usedQuota), max: formatBytes(intl, data.maxQuota) }}
          />
        </Typography>
        <TrialNotice trialEndsAt={data.trialEndsAt} />
      </Box>
      {data.moreRequested ? (
        <Typography variant="caption" color="text.secondary" data-testid="quota-requested">
          <FormattedMessage id="library.quota.requested" />
        </Typography>
      ) : (
        <Button
          size="small"
          variant="text"
          loading={requestMore.isPending}
          onClick={() => requestMore.mutate()}
          data-testid="quota-request-more"
        >
          <FormattedMessage id="library.quota.requestMore" />
        </Button>
      )}
    </Box>
  );
}
