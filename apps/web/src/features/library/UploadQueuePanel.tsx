// The upload queue panel (spec part 1 §3–§4): each file with its state, a progress bar while it
// uploads, retry and cancel on an error (cancel only for 415; for a 409 "Open it" and "Keep both"
// instead of retry), the catalogue message of a failure
// and the import warnings of a stored file.
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Collapse,
  IconButton,
  LinearProgress,
  Link,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useMobileView } from '../../app/useMobileView.ts';
import { fileHref } from './fileLinks.ts';
import { ImportWarningList } from './ImportWarnings.tsx';
import { uploadErrorMessage } from './uploadErrorMessage.ts';
import { RequestFormatButton } from '../support/index.ts';
import type { UploadItem, UploadQueue } from './uploadQueue.ts';

function StateIcon({ item }: { item: UploadItem }) {
  switch (item.state) {
    case 'waiting':
      return <ScheduleRounded fontSize="small" color="disabled" />;
    case 'uploading':
      return <CircularProgress size={16} thickness={5} />;
    case 'done':
      return item.warnings.length > 0 ? (
        <WarningAmberRounded fontSize="small" color="warning" />
      ) : (
        <CheckCircleRounded fontSize="small" color="success" />
      );
    case 'error':
      return <ErrorOutlineRounded fontSize="small" color="error" />;
    default:
      return <BlockRounded fontSize="small" color="disabled" />;
  }
}

function StateText({ item }: { item: UploadItem }) {
  const intl = useIntl();
  if (item.state === 'uploading') {
    // All bytes sent: the server is now reading the file.
    if (item.progress >= 1) return <FormattedMessage id="library.queue.state.processing" />;
    const percent = intl.formatNumber(item.progress, { style: 'percent', maximumFractionDigits: 0 });
    return <FormattedMessage id="library.queue.state.uploading" values={{ percent }} />;
  }
  return <FormattedMessage id={`library.queue.state.${item.state}`} />;
}

function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const intl = useIntl();
  const error =
    item.state === 'error'
      ? uploadErrorMessage(item, intl.formatMessage({ id: 'library.upload.libraryRoot' }))
      : undefined;
  const existing = item.state === 'error' ? item.existingFile : undefined;
  const cancellable = item.state === 'waiting' || item.state === 'uploading';
  return (
    <Box
      component="li"
      sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid="upload-item"
      data-state={item.state}
      data-name={item.name}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minHeight: 30 }}>
        <Box sx={{ display: 'flex', width: 20, justifyContent: 'center', flexShrink: 0 }}>
          <StateIcon item={item} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {/* Once stored, the name the library gave it (a clash in the folder becomes "name (2).ext"). */}
          <Typography
            variant="body2"
            noWrap
            title={item.storedName ?? item.name}
            sx={{ fontWeight: 500 }}
            data-testid="upload-name"
          >
            {item.storedName ?? item.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="upload-state-text">
            <StateText item={item} />
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
          {item.state === 'done' && item.fileGuid && (
            <Button
              size="small"
              component={RouterLink}
              to={fileHref({ guid: item.fileGuid, twoD: item.twoD ?? false })}
              data-testid="upload-open"
            >
              <FormattedMessage id="library.queue.open" />
            </Button>
          )}
          {existing && item.errorButtons.includes('open-existing') && (
            <Button
              size="small"
              component={RouterLink}
              to={fileHref({ guid: existing.fileGuid, twoD: existing.twoD })}
              data-testid="upload-open-existing"
            >
              <FormattedMessage id="library.queue.openExisting" />
            </Button>
          )}
          {item.state === 'error' && item.errorButtons.includes('keep-both') && (
            <Button size="small" onClick={() => queue.keepBoth(item.id)} data-testid="upload-keep-both">
              <FormattedMessage id="library.queue.keepBoth" />
            </Button>
          )}
          {item.state === 'error' &&
            (item.errorCode === 'unsupported-image-type' || item.errorCode === 'image-type-unsupported') && (
              <RequestFormatButton fileName={item.name} />
            )}
          {item.state === 'error' && item.errorButtons.includes('retry') && (
            <Button size="small" onClick={() => queue.retry(item.id)} data-testid="upload-retry">
              <FormattedMessage id="library.queue.retry" />
            </Button>
          )}
          {((item.state === 'error' && item.errorButtons.includes('cancel')) || cancellable) && (
            <Button
              size="small"
              color="inherit"
              onClick={() => queue.cancel(item.id)}
              data-testid="upload-cancel"
            >
              <FormattedMessage id="library.queue.cancel" />
            </Button>
          )}
        </Box>
      </Box>
      {item.state === 'uploading' && (
        <LinearProgress
          variant={item.progress >= 1 ? 'indeterminate' : 'determinate'}
          value={item.progress * 100}
          sx={{ mt: 0.75, height: 4, borderRadius: 2 }}
          data-testid="upload-progress"
          data-value={Math.round(item.progress * 100)}
        />
      )}
      {error && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5, pl: 4 }} data-testid="upload-error">
          <FormattedMessage id={error.id} values={error.values} />
        </Typography>
      )}
      {item.state === 'done' && item.warnings.length > 0 && (
        <Alert
          severity="warning"
          variant="outlined"
          icon={false}
          sx={{ mt: 0.75, ml: 4, py: 0, px: 1.25, '& .MuiAlert-message': { py: 0.75 } }}
        >
          <ImportWarningList warnings={item.warnings} />
        </Alert>
      )}
    </Box>
  );
}

export function UploadQueuePanel({ items, queue }: { items: readonly UploadItem[]; queue: UploadQueue }) {
  const intl = useIntl();
  const mobile = useMobileView();
  const [open, setOpen] = useState(true);
  if (items.length === 0) return null;
  const done = items.filter((item) => item.state === 'done').length;
  const finished = items.some((item) => item.state === 'done' || item.state === 'canceled');
  const toggleLabel = intl.formatMessage({ id: open ? 'library.queue.collapse' : 'library.queue.expand' });
  return (
    <Paper
      elevation={8}
      role="region"
      aria-label={intl.formatMessage({ id: 'library.queue.title' })}
      data-testid="upload-queue"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        right: mobile ? 0 : 24,
        left: mobile ? 0 : 'auto',
        bottom: mobile ? 0 : 24,
        width: mobile ? 'auto' : 420,
        borderRadius: mobile ? '12px 12px 0 0' : 2,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 2,
          pr: 1,
          py: 1,
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h2">
            <FormattedMessage id="library.queue.title" />
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.85 }} data-testid="upload-summary">
            <FormattedMessage id="library.queue.summary" values={{ done, total: items.length }} />
          </Typography>
        </Box>
        {finished && (
          <Link
            component="button"
            type="button"
            variant="caption"
            color="inherit"
            onClick={() => queue.clearFinished()}
            sx={{ mr: 0.5 }}
            data-testid="upload-clear"
          >
            <FormattedMessage id="library.queue.clear" />
          </Link>
        )}
        <Tooltip title={toggleLabel}>
          <IconButton size="small" color="inherit" aria-label={toggleLabel} onClick={() => setOpen(!open)}>
            {open ? <ExpandMoreRounded /> : <ExpandLessRounded />}
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={open}>
        <Box component="ul" sx={{ m: 0, p: 0, maxHeight: mobile ? '45vh' : 360, overflowY: 'auto' }}>
          {items.map((item) => (
            <UploadRow key={item.id} item={item} queue={queue} />
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
