// Dismissible notice for browsers below the minimums unless the cookie says NOT_SHOW (spec part 1 §4).
import { Alert } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OUTDATED_BROWSER_COOKIE, OUTDATED_BROWSER_NOT_SHOW } from './bannerCookies.ts';
import { isSupportedBrowser } from './browserSupport.ts';
import { readCookie, writeCookie } from './cookies.ts';

export interface OutdatedBrowserBannerProps {
  /** Tests pass a user agent; the app reads the browser's. */
  readonly userAgent?: string;
}

export function OutdatedBrowserBanner({ userAgent = navigator.userAgent }: OutdatedBrowserBannerProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(
    () => !isSupportedBrowser(userAgent) && readCookie(OUTDATED_BROWSER_COOKIE) !== OUTDATED_BROWSER_NOT_SHOW,
  );
  if (!shown) return null;
  const close = () => {
    writeCookie(OUTDATED_BROWSER_COOKIE, OUTDATED_BROWSER_NOT_SHOW);
    setShown(false);
  };
  return (
    <Alert
      data-testid="outdated-browser"
      severity="warning"
      square
      onClose={close}
      slotProps={{ closeButton: { title: intl.formatMessage({ id: 'common.close' }) } }}
    >
      <FormattedMessage id="outdatedBrowser.text" />
    </Alert>
  );
}
