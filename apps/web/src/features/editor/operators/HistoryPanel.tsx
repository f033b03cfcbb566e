// The operation history of the file in the editor (spec part 2 §3, part 3 §3): the source and every
// step with its key parameters, the current position marked, the saved version flagged. Clicking a
// row goes back (or forward again) to it; Trim drops the steps after the current position.
import { useFeatureFlags } from '../../../app/flags/index.ts';
import { Box, Button, Chip, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useEditorSession } from '../useEditorSession.ts';
import { operatorNameId } from './operatorCatalogue.ts';
import { parameterLabelId, UNIT_SYMBOL } from './parameterFields.ts';
import { stepSummary, type SummaryItem } from './stepSummary.ts';
import type { HistoryActions } from './useHistoryActions.ts';

export interface HistoryPanelProps {
  readonly actions: HistoryActions;
}

export function HistoryPanel({ actions }: HistoryPanelProps) {
  const { history } = useEditorSession();
  const flags = useFeatureFlags();
  const { locale } = useLocale();
  const intl = useIntl();
  const steps = history.operationHistory;
  const disabled = actions.busy !== undefined;

  const describe = (items: readonly SummaryItem[]): string =>
    items
      .map((item) => {
        const label = intl.formatMessage({ id: parameterLabelId(item.name) });
        const value =
          'id' in item.value
            ? intl.formatMessage({ id: item.value.id }, item.value.values)
            : item.value.unit
              ? `${item.value.text} ${UNIT_SYMBOL[item.value.unit]}`
              : item.value.text;
        return `${label} ${value}`;
      })
      .join(', ');

  const rows = [
    {
      forkHash: history.rootForkHash,
      name: intl.formatMessage({ id: 'editor.operators.history.source' }),
      detail: '',
    },
    ...steps.map((step) => ({
      forkHash: step.forkHash,
      name: intl.formatMessage({ id: operatorNameId(step.op), defaultMessage: step.op }),
      detail: describe(stepSummary(step.op, step.params, locale)),
    })),
  ];

  return (
    <Box data-testid="history-panel" data-position={history.position} sx={{ p: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          <FormattedMessage id="editor.operators.history.title" />
        </Typography>
        {flags.trim && (
          <Button
            size="small"
            onClick={() => void actions.trim()}
            disabled={disabled || history.position >= steps.length}
            data-testid="history-trim"
          >
            <FormattedMessage id="editor.operators.history.trim" />
          </Button>
        )}
      </Stack>
      <List dense disablePadding sx={{ maxHeight: 240, overflowY: 'auto' }}>
        {rows.map((row, index) => {
          const current = index === history.position;
          // Steps after the current position stay listed until a new step or Trim replaces them.
          const ahead = index > history.position;
          return (
            <ListItemButton
              key={`${index}-${row.forkHash}`}
              selected={current}
              disabled={disabled}
              onClick={() => {
                if (!current) void actions.goBack(index);
              }}
              data-testid="history-step"
              data-index={index}
              data-current={current}
              aria-current={current ? 'step' : undefined}
              sx={{ opacity: ahead ? 0.6 : 1 }}
            >
              <ListItemText
                primary={index === 0 ? row.name : `${index}. ${row.name}`}
                secondary={row.detail || undefined}
              />
              {row.forkHash === history.savedForkHash && (
                <Chip
                  size="small"
                  label={<FormattedMessage id="editor.operators.history.saved" />}
                  data-testid="history-saved"
                />
              )}
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
