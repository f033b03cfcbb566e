// Signed out: sign-in and sign-up buttons. Signed in: the user's picture (or initials) and a welcome
// with the first name, opening a menu with the account page and sign-out (spec part 1 §2).
// Sign-out posts /api/auth/logout, ignores errors and goes home.
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Box, Button, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
// The file itself, not the feature's index: that would pull the profile pages into the main chunk.
import { UserAvatar } from '../../features/profile/UserAvatar.tsx';
import { TechnicalSupportMenuItem } from '../../features/support/SupportButtons.tsx';
import { useSession } from '../session/index.ts';

export interface AuthMenuProps {
  readonly compact?: boolean;
}

export function AuthMenu({ compact = false }: AuthMenuProps) {
  const intl = useIntl();
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (status === 'loading') return <Box data-testid="auth-menu" data-state="loading" sx={{ minWidth: 80 }} />;

  if (!user) {
    return (
      <Box data-testid="auth-menu" data-state="signed-out" sx={{ display: 'flex', gap: 1 }}>
        <Button
          component={RouterLink}
          to="/sign-in"
          color="primary"
          size={compact ? 'small' : 'medium'}
          data-testid="sign-in-button"
        >
          <FormattedMessage id="auth.signIn" />
        </Button>
        <Button
          component={RouterLink}
          to="/sign-up"
          variant="contained"
          size={compact ? 'small' : 'medium'}
          data-testid="sign-up-button"
        >
          <FormattedMessage id="auth.signUp" />
        </Button>
      </Box>
    );
  }

  const firstName = user.firstName || user.username;
  const onSignOut = async () => {
    setAnchor(null);
    await signOut(() => navigate('/'));
  };

  return (
    <Box data-testid="auth-menu" data-state="signed-in">
      <Button
        color="inherit"
        aria-label={intl.formatMessage({ id: 'auth.menu' })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="auth-menu-button"
        sx={{ gap: 1 }}
      >
        <UserAvatar
          avatar={user.avatar}
          firstName={user.firstName || user.username}
          lastName={user.lastName}
          size={30}
          testId="top-bar-avatar"
        />
        {!compact && (
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="auth.welcome" values={{ firstName }} />
          </Typography>
        )}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {compact && (
          <Typography sx={{ px: 2, py: 1, fontWeight: 600 }}>
            <FormattedMessage id="auth.welcome" values={{ firstName }} />
          </Typography>
        )}
        {compact && <Divider />}
        <MenuItem
          component={RouterLink}
          to="/user"
          onClick={() => setAnchor(null)}
          data-testid="account-button"
        >
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage id="auth.account" />
        </MenuItem>
        <TechnicalSupportMenuItem onOpen={() => setAnchor(null)} />
        <MenuItem onClick={() => void onSignOut()} data-testid="sign-out-button">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage id="auth.signOut" />
        </MenuItem>
      </Menu>
    </Box>
  );
}
