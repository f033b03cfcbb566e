// Chooses which statistics of a group a results table lists (their active flags, spec part 2 §3): every
// statistic of the group with a checkbox and its description; the default selection is one click away.
// At least one must stay chosen.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ChoosableStatistic {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
}

export interface ChooseStatisticsDialogProps {
  readonly title: string;
  readonly statistics: readonly ChoosableStatistic[];
  readonly active: readonly string[];
  readonly defaultActive: readonly string[];
  /** The ids chosen, in the category's order; null when they are the default. */
  readonly onSave: (ids: readonly string[] | null) => void;
  readonly onClose: () => void;
}

export function ChooseStatisticsDialog({
  title,
  statistics,
  active,
  defaultActive,
  onSave,
  onClose,
}: ChooseStatisticsDialogProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(active));
  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const save = () => {
    const ids = statistics.filter((s) => chosen.has(s.id)).map((s) => s.id);
    const isDefault = ids.length === defaultActive.length && defaultActive.every((id) => chosen.has(id));
    onSave(isDefault ? null : ids);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="statistics-choose-dialog">
      <DialogTitle>
        <FormattedMessage id="editor.statistics.choose.title" values={{ group: title }} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button size="small" onClick={() => setChosen(new Set(statistics.map((s) => s.id)))}>
            <FormattedMessage id="editor.statistics.choose.all" />
          </Button>
          <Button
            size="small"
            onClick={() => setChosen(new Set(defaultActive))}
            data-testid="statistics-choose-default"
          >
            <FormattedMessage id="editor.statistics.choose.default" />
          </Button>
        </Stack>
        <Stack>
          {statistics.map((statistic) => (
            <FormControlLabel
              key={statistic.id}
              sx={{ alignItems: 'flex-start', mb: 0.5 }}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.has(statistic.id)}
                  onChange={() => toggle(statistic.id)}
                  slotProps={{ input: { 'data-testid': `statistics-choose-${statistic.id}` } as object }}
                />
              }
              label={
                <span>
                  <Typography variant="body2" component="span">
                    {statistic.label}
                  </Typography>
                  {statistic.description && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {statistic.description}
                    </Typography>
                  )}
                </span>
              }
            />
          ))}
        </Stack>
        {chosen.size === 0 && (
          <Typography variant="body2" color="error" data-testid="statistics-choose-none">
            <FormattedMessage id="editor.statistics.choose.none" />
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={chosen.size === 0}
          data-testid="statistics-choose-save"
        >
          <FormattedMessage id="editor.statistics.choose.apply" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
