// Asks before leaving a page with unsaved work (spec part 1 §2 "Access rules"): route changes go
// through react-router's blocker, closing or reloading the tab through beforeunload. On a blocked
// back navigation the router itself pushes the browser forward again (history.go(+n)), so the
// address keeps matching the page that stays.
import { CONFIRM_AUTO_ACCEPT_MS } from '@asperity/contract';
import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Browsers that suppress dialogs answer confirm() at once; spec part 1 §9 treats an answer within
 * 200 ms as auto-accepted so the user is not trapped on the page.
 */
export const AUTO_ACCEPT_MS = CONFIRM_AUTO_ACCEPT_MS;

export interface LeaveConfirmationOptions {
  /** Injected in tests; defaults to window.confirm. */
  readonly confirm?: (message: string) => boolean;
}

export function useLeaveConfirmation(
  when: boolean,
  message: string,
  options: LeaveConfirmationOptions = {},
): void {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    // Same-page history entries (e.g. the ones open dialogs push) are never "leaving".
    when &&
    (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  const blocker = useBlocker(shouldBlock);
  const ask = options.confirm;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const started = Date.now();
    const leave = (ask ?? ((text: string) => window.confirm(text)))(message);
    if (leave || Date.now() - started < AUTO_ACCEPT_MS) blocker.proceed();
    else blocker.reset();
  }, [blocker, message, ask]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set; modern ones ignore the text.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, message]);
}
