// The notifications menu of the top bar (spec part 1 §2/§4): signed-in users only; the unread badge
// ("9+" above 9); a popover with the list grouped by group key, the empty state, "mark all as read"
// and the link to the settings. Clicking a notification marks it read and follows its url; the
// popover closes on an outside click or when a link is followed.
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Popover,
  Typography,
} from '@mui/material';
import type { Notification } from '@asperity/contract';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useSession } from '../../app/session/useSession.ts';
import { badgeText } from './badgeText.ts';
import { groupNotifications, notificationText } from './notificationText.ts';
import { useNotifications } from './useNotifications.ts';

export function NotificationBell() {
  const { user } = useSession();
  if (!user) return null;
  return <SignedInBell />;
}

function SignedInBell() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const { query, markAll, markOne } = useNotifications(true);
  const showError = useErrorToast();
  const list = query.data;
  const unread = list?.unreadCount ?? 0;
  const badge = badgeText(unread);

  const close = () => setAnchor(null);
  const open = (notification: Notification) => {
    if (!notification.read) markOne.mutate(notification.id);
    const url = notification.data.url;
    if (!url) return;
    close();
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else window.location.assign(url);
  };

  return (
    <>
      <IconButton
        color="inherit"
        data-testid="notification-bell"
        data-badge={badge}
        data-list={query.status}
        aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count: unread })}
        aria-haspopup="true"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          // Part 1 §7: a failed list shows the generic notification; opening the bell asks again.
          if (query.isError) {
            void query.refetch().then((result) => {
              if (result.isError) showError(result.error);
            });
          }
        }}
        sx={{ color: 'text.primary' }}
      >
        <Badge
          color="error"
          badgeContent={badge}
          invisible={badge === ''}
          slotProps={{ badge: { 'data-testid': 'notification-badge' } as object }}
        >
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { 'data-testid': 'notification-popover', sx: { width: 360, maxWidth: '95vw' } } as object,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography variant="subtitle1" sx={{ flex: 1 }}>
            <FormattedMessage id="notifications.title" />
          </Typography>
          <Button
            size="small"
            data-testid="notifications-mark-all"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <FormattedMessage id="notifications.markAllRead" />
          </Button>
        </Box>
        <Divider />
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {list && list.notifications.length === 0 && (
            <Typography
              data-testid="notifications-empty"
              color="text.secondary"
              sx={{ p: 3, textAlign: 'center' }}
            >
              <FormattedMessage id="notifications.empty" />
            </Typography>
          )}
          {query.isError && (
            <Typography color="error" sx={{ p: 2 }}>
              <FormattedMessage id="error.something-went-wrong" />
            </Typography>
          )}
          {list &&
            groupNotifications(list.notifications).map((group) => (
              <List
                key={group.groupKey}
                dense
                disablePadding
                data-testid="notification-group"
                data-group={group.groupKey}
                subheader={
                  <ListSubheader disableSticky>
                    {intl.formatMessage({
                      id: `notifications.group.${group.groupKey}`,
                      defaultMessage: group.groupKey,
                    })}
                  </ListSubheader>
                }
              >
                {group.notifications.map((n) => {
                  const text = notificationText(n, locale);
                  return (
                    <ListItemButton
                      key={n.id}
                      data-testid="notification-item"
                      data-read={n.read ? 'true' : 'false'}
                      onClick={() => open(n)}
                      sx={{ bgcolor: n.read ? undefined : 'action.hover' }}
                    >
                      <ListItemText
                        primary={text.title}
                        secondary={text.body.join(' ')}
                        slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                      />
                    </ListItemButton>
                  );
                })}
              </List>
            ))}
        </Box>
        <Divider />
        <Box sx={{ px: 2, py: 1 }}>
          <Button
            component={RouterLink}
            to="/notification-settings"
            size="small"
            data-testid="notifications-settings-link"
            onClick={close}
          >
            <FormattedMessage id="notifications.settingsLink" />
          </Button>
        </Box>
      </Popover>
    </>
  );
}
