// The button an analysis panel shows to open its manage-settings dialog (issue 19 item 1). It knows the
// panel through panelSettings.ts, so mounting it is one line in the panel: <ManageSettingsButton
// feature="BearingRatio" />. Hidden where the plan lacks the analysis.
import { featureOfKind, type AnalysisFeatureKind } from '@asperity/contract';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEditorSession } from '../editor/useEditorSession.ts';
import { panelSettingsAdapters } from './panelSettings.ts';

const ManageSettingsDialog = lazy(() => import('./ManageSettingsDialog.tsx'));

export function ManageSettingsButton({ feature }: { readonly feature: AnalysisFeatureKind }) {
  const session = useEditorSession();
  const [open, setOpen] = useState(false);
  const adapter = panelSettingsAdapters[feature];
  // Saved settings live in the user's account: not offered in shared views (no owner session there).
  if (session.accessQuery !== undefined || !session.canUse(featureOfKind(feature))) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksOutlined fontSize="small" />}
        onClick={() => setOpen(true)}
        data-testid="manage-settings-button"
        sx={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage id="recipes.settings.button" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ManageSettingsDialog
            feature={feature}
            current={() => adapter.read(session.data)}
            onApply={(settings) => adapter.apply(settings, session.data)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
