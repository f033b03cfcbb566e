import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { familyMessageIds, formatFamilies } from './formatFamilies.ts';

/** The compact form of the format table, for narrow spaces such as the landing page. */
export function FormatFamilyList() {
  return (
    <Box component="dl" data-testid="format-family-list" sx={{ m: 0 }}>
      {formatFamilies().map((family) => (
        <Box key={family.id} sx={{ mb: 1.25 }}>
          <Typography component="dt" variant="subtitle2">
            <FormattedMessage id={familyMessageIds[family.id].name} />
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            color="text.secondary"
            sx={{ m: 0, fontFamily: 'monospace' }}
          >
            {family.extensions.join(' ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
