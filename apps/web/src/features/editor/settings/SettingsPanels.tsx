// The five setting panels of the editor's right panel (spec part 2 §2 "Setting panels: color scale,
// general, image properties, lighting, units"), one accordion each; the colour scale is open at first.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEditorSession } from '../useEditorSession.ts';
import { ColorScalePanel } from './ColorScalePanel.tsx';
import { GeneralPanel } from './GeneralPanel.tsx';
import { ImagePropertiesPanel } from './ImagePropertiesPanel.tsx';
import { LightingPanel } from './LightingPanel.tsx';
import { UnitsPanel } from './UnitsPanel.tsx';
import { useEditorSettingsPersistence } from './useEditorSettingsPersistence.ts';

const PANELS: readonly { id: string; Panel: ComponentType }[] = [
  { id: 'colorScale', Panel: ColorScalePanel },
  { id: 'general', Panel: GeneralPanel },
  { id: 'lighting', Panel: LightingPanel },
  { id: 'units', Panel: UnitsPanel },
  { id: 'imageProperties', Panel: ImagePropertiesPanel },
];

export default function SettingsPanels() {
  // The settings of the open file are loaded and saved from here (shared with the editor page's call).
  useEditorSettingsPersistence(useEditorSession().fileGuid);
  const [open, setOpen] = useState<string | false>('colorScale');
  return (
    <Box data-testid="settings-panels">
      {PANELS.map(({ id, Panel }) => (
        <Accordion
          key={id}
          expanded={open === id}
          onChange={(_, expanded) => setOpen(expanded ? id : false)}
          disableGutters
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`settings-${id}-content`}
            id={`settings-${id}-header`}
            data-testid={`settings-${id}`}
          >
            <Typography variant="subtitle2">
              <FormattedMessage id={`editor.settings.panel.${id}`} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`settings-${id}-content`}>
            <Panel />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
