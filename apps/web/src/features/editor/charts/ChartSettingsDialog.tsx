// The chart settings dialog (spec part 2 §2, §3 "chart"): marker style, grid lines and tracking
// points, applied at once to every chart of the editor (they live in the editor settings store).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
} from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { MARKER_STYLES, type MarkerStyle } from './chartSettings.ts';
import { useChartSettings } from './useChartSettings.ts';

export interface ChartSettingsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

const isMarkerStyle = (value: string): value is MarkerStyle =>
  (MARKER_STYLES as readonly string[]).includes(value);

export function ChartSettingsDialog({ open, onClose }: ChartSettingsDialogProps) {
  const [chart, update] = useChartSettings();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="chart-settings-title">
      <DialogTitle id="chart-settings-title">
        <FormattedMessage id="editor.chart.settings.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="chart-marker-style">
              <FormattedMessage id="editor.chart.settings.markerStyle" />
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="chart-marker-style"
              value={chart.markerStyle}
              onChange={(_, value) => {
                if (isMarkerStyle(value)) update({ markerStyle: value });
              }}
            >
              {MARKER_STYLES.map((style) => (
                <FormControlLabel
                  key={style}
                  value={style}
                  control={<Radio />}
                  label={<FormattedMessage id={`editor.chart.settings.marker.${style}`} />}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={chart.showGridLines}
                onChange={(_, checked) => update({ showGridLines: checked })}
              />
            }
            label={<FormattedMessage id="editor.chart.settings.showGridLines" />}
          />
          <FormControlLabel
            control={
              <Switch
                checked={chart.trackingPoints}
                onChange={(_, checked) => update({ trackingPoints: checked })}
              />
            }
            label={<FormattedMessage id="editor.chart.settings.trackingPoints" />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="editor.chart.settings.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
