// The top bar of spec part 1 §2: logo, navigation (a burger drawer in mobile view), language menu
// notifications bell (signed-in only) and auth menu.
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
// The file itself, not the feature's index: that would pull the settings page into the main chunk.
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { useForumLink } from '../../features/support/useForumLink.ts';
import { useSession } from '../session/index.ts';
import { useMobileView } from '../useMobileView.ts';
import { AuthMenu } from './AuthMenu.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import { navigationItems } from './navigationItems.ts';

export function TopBar() {
  const intl = useIntl();
  const mobile = useMobileView();
  const { user } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = navigationItems(user, useForumLink());
  return (
    <AppBar
      position="sticky"
      data-testid="top-bar"
      data-view={mobile ? 'mobile' : 'desktop'}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 1, md: 2 } }}>
        {mobile && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            data-testid="burger-button"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        {!mobile && <NavigationMenu items={items} />}
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        <LanguageMenu compact={mobile} />
        <AuthMenu compact={mobile} />
      </Toolbar>
      {mobile && <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} />}
    </AppBar>
  );
}
