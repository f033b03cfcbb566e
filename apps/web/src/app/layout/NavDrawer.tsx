// The burger drawer of the mobile view (spec part 1 §2): the same entries as the inline menu,
// with groups shown as a titled section. Choosing an entry closes the drawer.
import { Box, Divider, Drawer, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Logo } from './Logo.tsx';
import { isNavGroup, type NavItem, type NavLink } from './navigationItems.ts';

export interface NavDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly items: readonly NavItem[];
}

function DrawerLink({
  link,
  onClose,
  nested = false,
}: {
  link: NavLink;
  onClose: () => void;
  nested?: boolean;
}) {
  const common = { onClick: onClose, sx: { pl: nested ? 4 : 2 }, 'data-testid': `drawer-${link.id}` };
  const text = (
    <ListItemText>
      <FormattedMessage id={link.labelId} />
    </ListItemText>
  );
  return link.external ? (
    <ListItemButton component="a" href={link.to} target="_blank" rel="noopener" {...common}>
      {text}
    </ListItemButton>
  ) : (
    <ListItemButton component={RouterLink} to={link.to} {...common}>
      {text}
    </ListItemButton>
  );
}

export function NavDrawer({ open, onClose, items }: NavDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} data-testid="nav-drawer">
      <Box sx={{ width: 280 }} role="presentation">
        <Box sx={{ px: 2, py: 1.5 }} onClick={onClose}>
          <Logo />
        </Box>
        <Divider />
        <List component="nav" aria-label={intl.formatMessage({ id: 'nav.label' })}>
          {items.map((item) =>
            isNavGroup(item) ? (
              <Fragment key={item.id}>
                <ListSubheader disableSticky>
                  <FormattedMessage id={item.labelId} />
                </ListSubheader>
                {item.children.map((link) => (
                  <DrawerLink key={link.id} link={link} onClose={onClose} nested />
                ))}
              </Fragment>
            ) : (
              <DrawerLink key={item.id} link={item} onClose={onClose} />
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
