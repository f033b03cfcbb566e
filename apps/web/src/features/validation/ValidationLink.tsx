// Ways to the validation page: a help icon button for the editor's toolbar and a text link for
// the help page.
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export const VALIDATION_PATH = '/validation';

/** The editor's help button: opens the validation page in a new tab, keeping the editor open. */
export function ValidationHelpButton() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'validation.help' });
  return (
    <Tooltip title={label}>
      <IconButton
        component="a"
        href={VALIDATION_PATH}
        target="_blank"
        rel="noopener"
        aria-label={label}
        data-testid="editor-validation-help"
      >
        <HelpOutlineRounded />
      </IconButton>
    </Tooltip>
  );
}

/** A paragraph link for pages (help). */
export function ValidationLink() {
  return (
    <Link component={RouterLink} to={VALIDATION_PATH} data-testid="validation-link">
      <FormattedMessage id="validation.help" />
    </Link>
  );
}
