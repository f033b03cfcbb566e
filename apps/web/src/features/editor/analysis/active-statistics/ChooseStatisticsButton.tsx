// The button in a results table's header that opens the statistics chooser of its group.
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChooseStatisticsDialog, type ChoosableStatistic } from './ChooseStatisticsDialog.tsx';

export interface ChooseStatisticsButtonProps {
  /** The group's title (the table's). */
  readonly title: string;
  readonly statistics: readonly ChoosableStatistic[];
  readonly active: readonly string[];
  readonly defaultActive: readonly string[];
  readonly onSave: (ids: readonly string[] | null) => void;
  readonly testId: string;
}

export function ChooseStatisticsButton({ testId, ...dialog }: ChooseStatisticsButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'editor.statistics.choose.open' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)} data-testid={testId}>
          <TuneOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <ChooseStatisticsDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
