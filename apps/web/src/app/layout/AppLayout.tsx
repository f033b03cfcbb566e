// The page frame: banners, top bar, body, dialogs overlay and the toast area (spec part 1 §2).
import { Box } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { CookieConsentBanner, OutdatedBrowserBanner } from '../../components/banners/index.ts';
import { DialogProvider } from '../../components/dialogs/index.ts';
import { ToastArea } from '../../components/toasts/index.ts';
import { SwitchBanner } from '../../features/admin/SwitchBanner.tsx';
import { ClosureNoticeOverlay } from '../../features/notifications/ClosureNoticeOverlay.tsx';
import { LiveConnection } from '../../features/notifications/useLiveConnection.ts';
import { useLocaleQuerySync } from '../../i18n/index.ts';
import { dialogRegistry } from '../dialogRegistry.ts';
import { TopBar } from './TopBar.tsx';

export function AppLayout() {
  useLocaleQuerySync();
  return (
    <DialogProvider registry={dialogRegistry}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: -10000,
            '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
          }}
        >
          <FormattedMessage id="app.skipToContent" />
        </Box>
        <OutdatedBrowserBanner />
        <SwitchBanner />
        <TopBar />
        <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <Outlet />
        </Box>
        <CookieConsentBanner />
      </Box>
      <ToastArea />
      <LiveConnection />
      <ClosureNoticeOverlay />
    </DialogProvider>
  );
}
