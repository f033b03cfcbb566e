// The colour scale setting panel (spec part 2 §2, §3 colorScale): the seven named gradients of the core
// and the user's custom gradients, each with a preview, to choose from; custom gradients are added,
// edited and removed through the custom gradient dialog; the range is the surface's own (automatic) or
// one set in the manual colour range dialog.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { customGradientId, EDITOR_SETTINGS_LIMITS } from '@asperity/contract';
import { GRADIENT_NAMES, GRADIENTS, type ColorGradient } from '@asperity/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDialogs } from '../../../components/dialogs/index.ts';
import { useEditorSession } from '../useEditorSession.ts';
import { gradientCss } from './resolveGradient.ts';
import { CUSTOM_GRADIENT_DIALOG, MANUAL_COLOR_RANGE_DIALOG } from './settingsDialogs.ts';
import { useEditorSettings } from './useEditorSettings.ts';
import { useFormatLength } from './useFormatLength.ts';

function GradientPreview({ gradient, testId }: { gradient: ColorGradient; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        width: 96,
        height: 14,
        borderRadius: 0.5,
        border: 1,
        borderColor: 'divider',
        background: gradientCss(gradient),
        flexShrink: 0,
      }}
    />
  );
}

export function ColorScalePanel() {
  const intl = useIntl();
  const { openDialog } = useDialogs();
  const { data } = useEditorSession();
  const format = useFormatLength();
  const selected = useEditorSettings((s) => s.colorScale.gradient);
  const range = useEditorSettings((s) => s.colorScale.range);
  const customGradients = useEditorSettings((s) => s.customGradients);
  const update = useEditorSettings((s) => s.update);
  const removeCustomGradient = useEditorSettings((s) => s.removeCustomGradient);

  const choose = (id: string) => update('colorScale', { gradient: id });
  const shownRange =
    range ?? (data.zMin !== null && data.zMax !== null ? { min: data.zMin, max: data.zMax } : null);

  return (
    <Stack spacing={2}>
      <List dense disablePadding aria-label={intl.formatMessage({ id: 'editor.settings.gradients' })}>
        {GRADIENT_NAMES.map((name) => (
          <ListItemButton
            key={name}
            selected={selected === name}
            onClick={() => choose(name)}
            data-testid={`gradient-${name}`}
          >
            <GradientPreview gradient={GRADIENTS[name]} testId={`gradient-preview-${name}`} />
            <ListItemText
              sx={{ ml: 1.5 }}
              primary={intl.formatMessage({ id: `editor.settings.gradient.${name}` })}
            />
          </ListItemButton>
        ))}
        {customGradients.map((gradient, index) => {
          const id = customGradientId(gradient.key);
          return (
            <ListItem
              key={id}
              disablePadding
              secondaryAction={
                <>
                  <IconButton
                    edge="end"
                    aria-label={intl.formatMessage(
                      { id: 'editor.settings.gradient.edit' },
                      { name: gradient.name },
                    )}
                    onClick={() => void openDialog(CUSTOM_GRADIENT_DIALOG, { index })}
                    data-testid={`gradient-edit-${gradient.key}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={intl.formatMessage(
                      { id: 'editor.settings.gradient.remove' },
                      { name: gradient.name },
                    )}
                    onClick={() => removeCustomGradient(index)}
                    data-testid={`gradient-remove-${gradient.key}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemButton
                selected={selected === id}
                onClick={() => choose(id)}
                data-testid={`gradient-${id}`}
              >
                <GradientPreview gradient={gradient} testId={`gradient-preview-${id}`} />
                <ListItemText sx={{ ml: 1.5 }} primary={gradient.name} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={customGradients.length >= EDITOR_SETTINGS_LIMITS.customGradients.max}
          onClick={() => void openDialog(CUSTOM_GRADIENT_DIALOG, {})}
          data-testid="gradient-add"
        >
          <FormattedMessage id="editor.settings.gradient.add" />
        </Button>
      </Box>
      <Box>
        <Typography variant="subtitle2">
          <FormattedMessage id="editor.settings.colorRange" />
        </Typography>
        <Typography variant="body2" data-testid="color-range-value">
          {shownRange ? (
            <FormattedMessage
              id={range ? 'editor.settings.colorRange.manualValue' : 'editor.settings.colorRange.autoValue'}
              values={{ min: format(shownRange.min, 'height'), max: format(shownRange.max, 'height') }}
            />
          ) : (
            <FormattedMessage id="editor.settings.colorRange.autoNoData" />
          )}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void openDialog(MANUAL_COLOR_RANGE_DIALOG, { zMin: data.zMin, zMax: data.zMax })}
            data-testid="color-range-manual"
          >
            <FormattedMessage id="editor.settings.colorRange.setManual" />
          </Button>
          <Button
            size="small"
            disabled={range === null}
            onClick={() => update('colorScale', { range: null })}
            data-testid="color-range-reset"
          >
            <FormattedMessage id="editor.settings.colorRange.automatic" />
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
