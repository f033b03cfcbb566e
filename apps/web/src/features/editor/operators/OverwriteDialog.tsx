// The question after a save answered 409 conflict (spec part 3 §8): the file was saved elsewhere
// (another tab, a rename) since this editor read it. Overwrite saves with `override: true`.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { FormattedMessage } from 'react-intl';

export interface OverwriteDialogProps {
  readonly open: boolean;
  readonly onAnswer: (overwrite: boolean) => void;
}

export function OverwriteDialog({ open, onAnswer }: OverwriteDialogProps) {
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} data-testid="overwrite-dialog">
      <DialogTitle>
        <FormattedMessage id="editor.operators.overwrite.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="editor.operators.overwrite.body" />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} data-testid="overwrite-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => onAnswer(true)}
          data-testid="overwrite-confirm"
        >
          <FormattedMessage id="editor.operators.overwrite.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
