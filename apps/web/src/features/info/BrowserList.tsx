import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { browserMinimums } from './browsers.ts';

/** Browser minimums as compact chips ("Firefox 53"), for the landing page. */
export function BrowserList() {
  const intl = useIntl();
  return (
    <Stack direction="row" useFlexGap data-testid="browser-list" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {browserMinimums().map((browser) => (
        <Chip
          key={browser.id}
          variant="outlined"
          label={`${intl.formatMessage({ id: browser.name })} ${intl.formatNumber(browser.version)}+`}
        />
      ))}
    </Stack>
  );
}
