export { FeatureUnavailablePage, type FeatureUnavailablePageProps } from './FeatureUnavailablePage.tsx';
