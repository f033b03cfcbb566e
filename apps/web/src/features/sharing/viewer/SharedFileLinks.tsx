// The links from a shared 2D picture to its 3D images (issue 14 item 5). Only addresses the
// rich-text link rule accepts are links (absolute http(s) or a path on this site), so a stored
// javascript: or data: address can never run in a visitor's browser; site paths open in the same
// tab through the router, other sites in a new one.
import { Link, List, ListItem, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { linkHref } from '../rich-text/linkRule.ts';

export function SharedFileLinks({ links }: { links: readonly string[] }) {
  const hrefs = links.flatMap((link) => {
    const href = linkHref(link);
    return href === null ? [] : [href];
  });
  if (hrefs.length === 0) return null;
  return (
    <nav aria-labelledby="shared-file-links-title" data-testid="shared-file-links">
      <Typography id="shared-file-links-title" variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        <FormattedMessage id="sharing.viewer.fileLinks" />
      </Typography>
      <List dense disablePadding>
        {hrefs.map((href, index) => (
          <ListItem key={`${index}:${href}`} disableGutters>
            {href.startsWith('/') ? (
              <Link component={RouterLink} to={href} sx={{ overflowWrap: 'anywhere' }}>
                {href}
              </Link>
            ) : (
              <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {href}
              </Link>
            )}
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
