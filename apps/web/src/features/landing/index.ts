export { LandingPage } from './LandingPage.tsx';
export { SiteFooter } from './SiteFooter.tsx';
