// The "user not confirmed" dialog of sign-up (part 1 §4): the address already has an account that
// was never confirmed; the visitor creates the new account anyway (the old one goes) or rejects.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { dialogWidths } from '../../components/dialogs/index.ts';

export interface UnconfirmedEmailDialogProps {
  readonly open: boolean;
  readonly email: string;
  readonly onCreate: () => void;
  readonly onReject: () => void;
}

export function UnconfirmedEmailDialog({ open, email, onCreate, onReject }: UnconfirmedEmailDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onReject}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: dialogWidths.wide }, 'data-testid': 'unconfirmed-dialog' } as object,
      }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="authPages.unconfirmed.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="authPages.unconfirmed.body" values={{ email: <strong>{email}</strong> }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReject} data-testid="unconfirmed-reject">
          <FormattedMessage id="authPages.unconfirmed.reject" />
        </Button>
        <Button onClick={onCreate} variant="contained" data-testid="unconfirmed-create">
          <FormattedMessage id="authPages.unconfirmed.create" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
