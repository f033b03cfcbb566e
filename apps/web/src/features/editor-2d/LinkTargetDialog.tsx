// Chooses the 3D image a drawn rectangle links to (spec part 3 §1 "a 2D editor in which a 2D image
// is linked to 3D images"): the library tree with only 3D images selectable.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { FileItem } from '@asperity/contract';
import { FormattedMessage } from 'react-intl';
import { LibraryTree } from './LibraryTree.tsx';

export interface LinkTargetDialogProps {
  readonly onChoose: (file: FileItem) => void;
  readonly onClose: () => void;
}

export function LinkTargetDialog({ onChoose, onClose }: LinkTargetDialogProps) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="link-target-dialog">
      <DialogTitle>
        <FormattedMessage id="editor2d.link.choose" />
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage id="editor2d.link.chooseHelp" />
        </Typography>
        <LibraryTree testId="link-target-tree" onFile={onChoose} selectable={(file) => !file.twoD} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="link-target-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
