import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { RelatedLink } from './article.ts';

export interface RelatedLinksProps {
  readonly links: readonly RelatedLink[];
}

/** "See also" at the end of a page. */
export function RelatedLinks({ links }: RelatedLinksProps) {
  return (
    <Box
      component="nav"
      aria-labelledby="related-links-title"
      sx={{ mt: 5, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="related-links-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id="info.common.seeAlso" />
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to}>
              <FormattedMessage id={link.label} />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
