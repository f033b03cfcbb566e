// The inline navigation of the desktop top bar; groups (community) open a drop-down.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { isNavGroup, type NavGroup, type NavItem, type NavLink } from './navigationItems.ts';

export interface NavigationMenuProps {
  readonly items: readonly NavItem[];
}

const isCurrent = (pathname: string, to: string): boolean =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

function linkProps(link: NavLink) {
  return link.external
    ? { component: 'a' as const, href: link.to, target: '_blank', rel: 'noopener' }
    : { component: RouterLink, to: link.to };
}

function GroupButton({ group }: { readonly group: NavGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={`nav-${group.id}`}
      >
        <FormattedMessage id={group.labelId} />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {group.children.map((link) => (
          <MenuItem
            key={link.id}
            {...linkProps(link)}
            onClick={() => setAnchor(null)}
            data-testid={`nav-${link.id}`}
          >
            <FormattedMessage id={link.labelId} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function NavigationMenu({ items }: NavigationMenuProps) {
  const { pathname } = useLocation();
  const intl = useIntl();
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'nav.label' })}
      data-testid="nav-menu"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      {items.map((item) =>
        isNavGroup(item) ? (
          <GroupButton key={item.id} group={item} />
        ) : (
          <Button
            key={item.id}
            color={isCurrent(pathname, item.to) ? 'primary' : 'inherit'}
            aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
            data-testid={`nav-${item.id}`}
            {...linkProps(item)}
          >
            <FormattedMessage id={item.labelId} />
          </Button>
        ),
      )}
    </Box>
  );
}
