// The editor's Operators toolbar (spec part 3 §1, issue 7 item 4): the Operators menu with every
// operator the installation offers, grouped as the spec lists them and gated by plan (a locked entry
// opens the upgrade prompt); the history panel; Save (with the overwrite question after a 409) and
// Save as. It also asks before the page is left while the shown fork is not the saved one.
import { errorMessageId, itemNameProblem } from '@asperity/contract';
import type { OperatorId } from '@asperity/core';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import {
  Alert,
  Box,
  Button,
  Collapse,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Paper,
  Stack,
  ToggleButton,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useFeatureFlags } from '../../../app/flags/index.ts';
import {
  TEXT_INPUT_DIALOG,
  useDialogs,
  type TextInputDialogParameters,
} from '../../../components/dialogs/index.ts';
import { dialogDepthOf } from '../../../components/dialogs/dialogHistory.ts';
import { useLeaveConfirmation } from '../../../components/leave-confirmation/index.ts';
import { fileHref } from '../../library/fileLinks.ts';
import { RecipesButton } from '../../recipes/index.ts';
import { useEditorSession } from '../useEditorSession.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import OperatorDialog from './OperatorDialog.tsx';
import { OverwriteDialog } from './OverwriteDialog.tsx';
import {
  offeredOperatorGroups,
  operatorFeature,
  operatorGroupNameId,
  operatorNameId,
} from './operatorCatalogue.ts';
import { useHasImageChannel } from './useHasImageChannel.ts';
import { useHistoryActions } from './useHistoryActions.ts';

// H2's dialog, loaded when first opened.
const TotalFocusDialog = lazy(() => import('../total-focus/TotalFocusDialog.tsx'));

export default function OperatorsToolbar() {
  const session = useEditorSession();
  const flags = useFeatureFlags();
  const intl = useIntl();
  const navigate = useNavigate();
  const { openDialog } = useDialogs();
  const actions = useHistoryActions();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [operator, setOperator] = useState<OperatorId | undefined>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [totalFocusOpen, setTotalFocusOpen] = useState(false);
  const hasImageChannel = useHasImageChannel();
  // Where Save as sends the user: set first so the leave question is off when the route changes.
  const [leavingTo, setLeavingTo] = useState<string | undefined>();
  const { history } = session;
  const unsaved = history.forkHash !== history.savedForkHash;

  useLeaveConfirmation(
    unsaved && leavingTo === undefined,
    intl.formatMessage({ id: 'editor.operators.leave' }),
  );
  // The name dialog goes back over its own history entry as it closes; leaving before that would
  // be undone by it, so the move waits until the address is the page's own again (depth 0).
  const dialogDepth = dialogDepthOf(useLocation().state);
  useEffect(() => {
    if (leavingTo !== undefined && dialogDepth === 0) void navigate(leavingTo);
  }, [leavingTo, dialogDepth, navigate]);

  const choose = (id: OperatorId) => {
    setMenuAnchor(null);
    const feature = operatorFeature(id);
    if (!session.canUse(feature)) {
      session.promptUpgrade(feature);
      return;
    }
    setOperator(id);
  };

  const saveAs = async () => {
    let saved: string | undefined;
    const parameters: TextInputDialogParameters = {
      titleId: 'editor.operators.saveAs.title',
      labelId: 'editor.operators.saveAs.label',
      okLabelId: 'editor.operators.saveAs.ok',
      initialValue: session.fileName,
      validator: (name) => {
        const problem = itemNameProblem(name, 'image');
        return problem ? errorMessageId(problem) : undefined;
      },
      onSubmit: async (name) => {
        const file = await actions.saveAs(name);
        saved = fileHref(file);
      },
    };
    await openDialog(TEXT_INPUT_DIALOG, parameters);
    if (saved !== undefined) setLeavingTo(saved);
  };

  const menuItems: ReactNode[] = [];
  for (const group of offeredOperatorGroups(flags)) {
    menuItems.push(
      <ListSubheader key={`group-${group.id}`} data-testid="operator-group">
        <FormattedMessage id={operatorGroupNameId(group.id)} />
      </ListSubheader>,
    );
    for (const id of group.operators) {
      const locked = !session.canUse(operatorFeature(id));
      menuItems.push(
        <MenuItem
          key={id}
          onClick={() => choose(id)}
          data-testid="operator-item"
          data-operator={id}
          data-locked={locked}
        >
          <ListItemText inset={!locked}>
            <FormattedMessage id={operatorNameId(id)} />
          </ListItemText>
          {locked && (
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              <LockOutlined fontSize="small" />
            </ListItemIcon>
          )}
        </MenuItem>,
      );
    }
  }

  if (hasImageChannel) {
    menuItems.push(
      <Divider key="total-focus-divider" />,
      <MenuItem
        key="total-focus"
        onClick={() => {
          setMenuAnchor(null);
          setTotalFocusOpen(true);
        }}
        data-testid="total-focus-item"
      >
        <ListItemText inset>
          <FormattedMessage id="editor.operators.totalFocus" />
        </ListItemText>
      </MenuItem>,
    );
  }

  return (
    <Paper variant="outlined" square data-testid="operators-toolbar" data-unsaved={unsaved}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, py: 0.5, flexWrap: 'wrap' }}>
        <Button
          startIcon={<TuneOutlined />}
          onClick={(event: MouseEvent<HTMLElement>) => setMenuAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={menuAnchor !== null}
          data-testid="operators-menu-button"
        >
          <FormattedMessage id="editor.operators.menu" />
        </Button>
        <ToggleButton
          value="history"
          size="small"
          selected={historyOpen}
          onChange={() => setHistoryOpen((open) => !open)}
          data-testid="history-toggle"
          sx={{ border: 0, textTransform: 'none', gap: 0.5 }}
        >
          <HistoryOutlined fontSize="small" />
          <FormattedMessage
            id="editor.operators.history.button"
            values={{ position: history.position, count: history.operationHistory.length }}
          />
        </ToggleButton>
        <RecipesButton />
        {/* Batch analysis starting from this file (issue 19); the owner's files only. */}
        {session.accessQuery === undefined && (
          <Button
            onClick={() =>
              session.canUse('batchAnalysis')
                ? void navigate(`/batch?files=${encodeURIComponent(session.fileGuid)}`)
                : session.promptUpgrade('batchAnalysis')
            }
            data-testid="batch-link"
          >
            <FormattedMessage id="route.batch" />
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<SaveOutlined />}
          onClick={() => void actions.save()}
          disabled={!unsaved || actions.busy !== undefined}
          data-testid="history-save"
        >
          <FormattedMessage id="editor.operators.save" />
        </Button>
        <Button
          onClick={() => void saveAs()}
          disabled={actions.busy !== undefined}
          data-testid="history-save-as"
        >
          <FormattedMessage id="editor.operators.saveAs" />
        </Button>
      </Stack>
      {actions.failure && (
        <Alert
          severity="error"
          onClose={actions.dismissFailure}
          sx={{ mx: 1, mb: 1 }}
          data-testid="history-failure"
        >
          <FormattedMessage id={actions.failure.messageId} />
          {actions.failure.reason !== null && (
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'block' }}
              data-testid="history-failure-reason"
            >
              {actions.failure.reason}
            </Typography>
          )}
        </Alert>
      )}
      <Collapse in={historyOpen} unmountOnExit>
        <Divider />
        <HistoryPanel actions={actions} />
      </Collapse>
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        data-testid="operators-menu"
      >
        {menuItems}
      </Menu>
      {operator && (
        <OperatorDialog key={operator} operator={operator} onClose={() => setOperator(undefined)} />
      )}
      {totalFocusOpen && (
        <Suspense fallback={null}>
          <TotalFocusDialog fileGuid={session.fileGuid} onClose={() => setTotalFocusOpen(false)} />
        </Suspense>
      )}
      <OverwriteDialog
        open={actions.conflict}
        onAnswer={(overwrite) => void actions.resolveConflict(overwrite)}
      />
    </Paper>
  );
}
