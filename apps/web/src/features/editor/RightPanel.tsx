// The editor's right panel (spec part 2 §2): the feature list (from the featurePanels registry) with
// the active feature's Panel under it, then the setting panels. A feature the plan lacks opens the
// upgrade prompt instead of its panel.
import { Box, Divider, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Suspense, lazy, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { ProgressIndicator } from '../../components/progress/index.ts';
import type { FeaturePanelDefinition } from './featurePanels.ts';
import { PanelErrorBoundary } from './PanelErrorBoundary.tsx';
import { useEditorSession } from './useEditorSession.ts';

// The setting panels come from settings/SettingsPanels.tsx (its own engineer's part) when it exists; the
// glob is empty otherwise, and the right panel simply has no settings section.
const settingsModules = import.meta.glob<{ default: ComponentType }>('./settings/SettingsPanels.tsx');
const settingsLoader = Object.values(settingsModules)[0];
const SettingsPanels = settingsLoader ? lazy(settingsLoader) : null;

export interface RightPanelProps {
  readonly features: readonly FeaturePanelDefinition[];
  readonly activeId: string | null;
  readonly onSelect: (definition: FeaturePanelDefinition) => void;
}

export function RightPanel({ features, activeId, onSelect }: RightPanelProps) {
  const session = useEditorSession();
  const active = features.find((f) => f.id === activeId);
  return (
    <Box data-testid="editor-right-panel" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography variant="overline" sx={{ px: 2, pt: 1 }}>
        <FormattedMessage id="editor.features.title" />
      </Typography>
      {features.length === 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ px: 2, pb: 1 }}>
          <FormattedMessage id="editor.features.none" />
        </Typography>
      )}
      {/* The features wrap as compact buttons (three short rows instead of a column of ten), so the
          active panel's settings and results start high on the screen, visible together. */}
      <List
        dense
        disablePadding
        data-testid="editor-feature-list"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 1, pb: 1 }}
      >
        {features.map((definition) => {
          const allowed = session.canUse(definition.feature);
          return (
            <ListItemButton
              key={definition.id}
              selected={definition.id === activeId}
              onClick={() => onSelect(definition)}
              data-testid={`editor-feature-${definition.id}`}
              data-locked={allowed ? 'false' : 'true'}
              sx={{
                flex: '0 0 auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                py: 0.25,
                px: 1,
                gap: 0.5,
              }}
            >
              <ListItemText sx={{ my: 0 }} primary={<FormattedMessage id={definition.titleId} />} />
              {!allowed && (
                <ListItemIcon sx={{ minWidth: 0 }}>
                  <LockOutlined fontSize="small" aria-hidden />
                </ListItemIcon>
              )}
            </ListItemButton>
          );
        })}
      </List>
      {active && (
        <Box data-testid="editor-active-panel" sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
          <PanelErrorBoundary resetKey={active.id}>
            <Suspense fallback={<ProgressIndicator block />}>
              <active.Panel />
            </Suspense>
          </PanelErrorBoundary>
        </Box>
      )}
      {SettingsPanels && (
        <>
          <Divider />
          <PanelErrorBoundary resetKey="settings">
            <Suspense fallback={<ProgressIndicator block />}>
              <SettingsPanels />
            </Suspense>
          </PanelErrorBoundary>
        </>
      )}
    </Box>
  );
}
