export { BatchPage } from './BatchPage.tsx';
