export { AdminConsolePage } from './AdminConsolePage.tsx';
