export { NotificationBell } from './NotificationBell.tsx';
export { NotificationSettingsPage } from './NotificationSettingsPage.tsx';
export { UnsubscribePage } from './UnsubscribePage.tsx';
export { LiveConnection, useLiveConnection } from './useLiveConnection.ts';
export { LiveSocketFactoryContext } from './LiveSocketFactoryContext.ts';
export { subscribeJobProgress } from './jobProgressBus.ts';
export { badgeText } from './badgeText.ts';
