// The staff list of reports, technical-support and additional-file requests (issues 17 item 7 and
// 19 item 7): open ones first by default, newest first; each row says who sent it and what about,
// opens the reported item, and lets staff unpublish a reported gallery item and resolve or reopen
// the request.
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { SupportRequest, SupportRequestState } from '@asperity/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import {
  TEXT_INPUT_DIALOG,
  useDialogs,
  type TextInputDialogParameters,
} from '../../components/dialogs/index.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { useToasts } from '../../components/toasts/useToasts.ts';
import { SUPPORT_LIST_QUERY_KEY, supportApi } from './supportApi.ts';

type Filter = SupportRequestState | 'all';
const PAGE = 50;

function RequestRow({ request }: { readonly request: SupportRequest }) {
  const intl = useIntl();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const { addToast } = useToasts();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SUPPORT_LIST_QUERY_KEY });
  const setState = useMutation({
    mutationFn: (state: SupportRequestState) => supportApi.setState(http, request.id, state),
    onSuccess: refresh,
    onError: showError,
  });
  const { openDialog } = useDialogs();
  const [unpublishing, setUnpublishing] = useState(false);
  // Staff say why (the owner is told); the dialog stays open with the error if the call fails.
  const unpublish = async (shareHash: string): Promise<void> => {
    const parameters: TextInputDialogParameters = {
      titleId: 'support.admin.unpublishTitle',
      labelId: 'support.admin.unpublishReason',
      okLabelId: 'support.admin.unpublish',
      maxLength: 1000,
      onSubmit: async (reason) => {
        setUnpublishing(true);
        try {
          await supportApi.unpublish(http, shareHash, reason.trim());
        } finally {
          setUnpublishing(false);
        }
      },
    };
    const reason = await openDialog<string>(TEXT_INPUT_DIALOG, parameters);
    if (reason !== undefined)
      addToast('support.admin.unpublished', { tag: 'support-unpublished', data: { type: 'success' } });
  };
  const resolved = request.state === 'resolved';
  return (
    <TableRow data-testid="support-request-row" data-state={request.state} data-kind={request.kind}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {intl.formatDate(request.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </TableCell>
      <TableCell>
        <Chip size="small" label={<FormattedMessage id={`support.kind.${request.kind}`} />} />
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <div data-testid="support-request-email">{request.email}</div>
        <Typography variant="caption" color="text.secondary">
          {request.username ?? <FormattedMessage id="support.admin.signedOut" />}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: 420 }}>
        {request.itemId !== null && (
          <Box sx={{ mb: 0.5 }}>
            <Link
              href={`/s/${encodeURIComponent(request.itemId)}`}
              target="_blank"
              rel="noopener"
              data-testid="support-request-item"
            >
              {request.itemTitle ?? request.itemId}
            </Link>
            {request.itemOwner && (
              <Typography variant="caption" color="text.secondary">
                {' · '}
                <FormattedMessage id="support.admin.by" values={{ owner: request.itemOwner }} />
              </Typography>
            )}
          </Box>
        )}
        {request.format !== null && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="support.admin.format" values={{ format: request.format }} />
          </Typography>
        )}
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="support-request-description"
        >
          {request.description}
        </Typography>
        {request.attachments.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage
              id="support.admin.attachments"
              values={{ names: request.attachments.map((a) => a.name).join(', ') }}
            />
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {resolved ? (
          <FormattedMessage
            id="support.admin.resolvedBy"
            values={{ who: request.resolvedBy ?? '', date: intl.formatDate(request.resolvedAt ?? undefined) }}
          />
        ) : (
          <FormattedMessage id="support.state.open" />
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {request.kind === 'report' && request.itemId !== null && !resolved && (
          <Button
            size="small"
            color="warning"
            loading={unpublishing}
            onClick={() => {
              if (request.itemId !== null) void unpublish(request.itemId).catch(showError);
            }}
            data-testid="support-unpublish"
          >
            <FormattedMessage id="support.admin.unpublish" />
          </Button>
        )}
        <Button
          size="small"
          loading={setState.isPending}
          onClick={() => setState.mutate(resolved ? 'open' : 'resolved')}
          data-testid={resolved ? 'support-reopen' : 'support-resolve'}
        >
          <FormattedMessage id={resolved ? 'support.admin.reopen' : 'support.admin.resolve'} />
        </Button>
      </TableCell>
    </TableRow>
  );
}

export function ReportsPanel() {
  const http = useHttpClient();
  const [filter, setFilter] = useState<Filter>('open');
  const [limit, setLimit] = useState(PAGE);
  const query = { ...(filter === 'all' ? {} : { state: filter }), offset: 0, limit };
  const list = useQuery({
    queryKey: [...SUPPORT_LIST_QUERY_KEY, query],
    queryFn: () => supportApi.list(http, query),
  });
  return (
    <Box data-testid="support-requests">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, value: Filter | null) => {
            if (value !== null) setFilter(value);
          }}
        >
          {(['open', 'resolved', 'all'] as const).map((f) => (
            <ToggleButton key={f} value={f} data-testid={`support-filter-${f}`}>
              <FormattedMessage id={`support.filter.${f}`} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {list.data && (
          <Typography variant="body2" color="text.secondary" data-testid="support-open-count">
            <FormattedMessage id="support.admin.openCount" values={{ count: list.data.open }} />
          </Typography>
        )}
      </Box>
      {list.isPending && <ProgressIndicator block />}
      {list.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.something-went-wrong" />
        </Alert>
      )}
      {list.data && list.data.requests.length === 0 && (
        <Alert severity="info" data-testid="support-requests-empty">
          <FormattedMessage id="support.admin.empty" />
        </Alert>
      )}
      {list.data && list.data.requests.length > 0 && (
        <Paper variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['date', 'kind', 'from', 'about', 'state', 'actions'] as const).map((c) => (
                  <TableCell key={c}>
                    <FormattedMessage id={`support.column.${c}`} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.requests.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </TableBody>
          </Table>
          {list.data.total > list.data.requests.length && (
            <Box sx={{ p: 1, textAlign: 'center' }}>
              <Button onClick={() => setLimit((l) => l + PAGE)} data-testid="support-more">
                <FormattedMessage id="support.admin.more" />
              </Button>
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}
