// The staff notice form (part 1 §3, §5): target (everybody, subscribers, users), languages (de, en,
// ja, ko, zh) each with a title and text, priority lowest … top (default normal), and an optional
// url that must be valid ("Please enter a valid URL.").
import {
  allLocales,
  DEFAULT_NOTIFICATION_PRIORITY,
  isHttpUrl,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TARGETS,
  type Locale,
  type NotificationPriority,
  type NotificationTarget,
} from '@asperity/contract';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { useToasts } from '../../components/toasts/useToasts.ts';
import { adminApi } from './adminApi.ts';

type Texts = Partial<Record<Locale, { title: string; body: string }>>;

/** The notice's url problem, if any: empty is allowed, anything else must be an http(s) address. */
export function noticeUrlError(url: string): 'invalid-url' | undefined {
  return url.trim() === '' || isHttpUrl(url) ? undefined : 'invalid-url';
}

export function NoticeComposer() {
  const intl = useIntl();
  const http = useHttpClient();
  const { addToast } = useToasts();
  const showError = useErrorToast();
  const [target, setTarget] = useState<NotificationTarget>('everybody');
  const [languages, setLanguages] = useState<Locale[]>(['en']);
  const [priority, setPriority] = useState<NotificationPriority>(DEFAULT_NOTIFICATION_PRIORITY);
  const [url, setUrl] = useState('');
  const [texts, setTexts] = useState<Texts>({});
  const [touched, setTouched] = useState(false);

  const urlError = noticeUrlError(url);
  const missing = languages.filter((l) => !texts[l]?.title.trim());
  const valid = languages.length > 0 && missing.length === 0 && urlError === undefined;

  const send = useMutation({
    mutationFn: () =>
      adminApi.sendNotice(http, {
        target,
        languages,
        priority,
        ...(url.trim() ? { url: url.trim() } : {}),
        content: Object.fromEntries(
          languages.map((l) => {
            const t = texts[l] ?? { title: '', body: '' };
            return [l, [t.title.trim(), ...(t.body.trim() ? [t.body.trim()] : [])]];
          }),
        ),
      }),
    onSuccess: ({ recipients }) => {
      addToast('admin.notice.sent', { tag: 'notice', data: { type: 'success' }, values: { recipients } });
      setTexts({});
      setUrl('');
      setTouched(false);
    },
    onError: (error) => showError(error),
  });

  const toggleLanguage = (l: Locale) =>
    setLanguages((prev) => (prev.includes(l) ? prev.filter((x) => x !== l) : [...prev, l]));
  const setText = (l: Locale, key: 'title' | 'body', value: string) =>
    setTexts((prev) => ({ ...prev, [l]: { title: '', body: '', ...prev[l], [key]: value } }));

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }} data-testid="notice-composer">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'admin.notice.target' })}
          value={target}
          onChange={(e) => setTarget(e.target.value as NotificationTarget)}
          sx={{ minWidth: 180 }}
        >
          {NOTIFICATION_TARGETS.map((t) => (
            <MenuItem key={t} value={t}>
              <FormattedMessage id={`admin.notice.target.${t}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'admin.notice.priority' })}
          value={priority}
          onChange={(e) => setPriority(e.target.value as NotificationPriority)}
          sx={{ minWidth: 160 }}
        >
          {NOTIFICATION_PRIORITIES.map((p) => (
            <MenuItem key={p} value={p}>
              <FormattedMessage id={`admin.notice.priority.${p}`} />
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormLabel component="legend">
        <FormattedMessage id="admin.notice.languages" />
      </FormLabel>
      <FormGroup row sx={{ mb: 1 }}>
        {allLocales.map((l) => (
          <FormControlLabel
            key={l}
            control={
              <Checkbox
                checked={languages.includes(l)}
                onChange={() => toggleLanguage(l)}
                slotProps={{ input: { 'aria-label': l } }}
              />
            }
            label={l}
          />
        ))}
      </FormGroup>
      {languages.map((l) => (
        <Box key={l} sx={{ mb: 2 }} data-testid={`notice-language-${l}`}>
          <Typography variant="subtitle2">{l}</Typography>
          <TextField
            fullWidth
            size="small"
            margin="dense"
            label={intl.formatMessage({ id: 'admin.notice.title' })}
            value={texts[l]?.title ?? ''}
            error={touched && !texts[l]?.title.trim()}
            onChange={(e) => setText(l, 'title', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': `notice-title-${l}` } }}
          />
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            margin="dense"
            label={intl.formatMessage({ id: 'admin.notice.body' })}
            value={texts[l]?.body ?? ''}
            onChange={(e) => setText(l, 'body', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Box>
      ))}
      <TextField
        fullWidth
        size="small"
        margin="dense"
        label={intl.formatMessage({ id: 'admin.notice.url' })}
        value={url}
        error={urlError !== undefined}
        helperText={urlError ? intl.formatMessage({ id: `error.${urlError}` }) : ' '}
        onChange={(e) => setUrl(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'notice-url' } }}
      />
      <Button
        variant="contained"
        data-testid="notice-send"
        disabled={send.isPending}
        onClick={() => {
          setTouched(true);
          if (valid) send.mutate();
        }}
      >
        <FormattedMessage id="admin.notice.send" />
      </Button>
    </Paper>
  );
}
