// Frame of pages shown inside other sites (the embeddable viewer): no top bar or banners, but
// dialogs and toasts still work.
import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { DialogProvider } from '../../components/dialogs/index.ts';
import { ToastArea } from '../../components/toasts/index.ts';
import { useLocaleQuerySync } from '../../i18n/index.ts';
import { dialogRegistry } from '../dialogRegistry.ts';

export function BareLayout() {
  useLocaleQuerySync();
  return (
    <DialogProvider registry={dialogRegistry}>
      <Box component="main" sx={{ minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <ToastArea />
    </DialogProvider>
  );
}
