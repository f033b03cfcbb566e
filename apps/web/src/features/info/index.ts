// Public surface of the information pages. The router renders the pages; the landing page reuses
// the plan cards, the format list and the browser list so both show the same contract data.
export { PlansPage } from './PlansPage.tsx';
export { SharePage } from './SharePage.tsx';
export { AnalysisPage } from './AnalysisPage.tsx';
export { ViewerPage } from './ViewerPage.tsx';
export { SpecificationPage } from './SpecificationPage.tsx';
export { HelpPage } from './HelpPage.tsx';
export { HelpFeaturePage } from './HelpFeaturePage.tsx';
export { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
export { CookiePolicyPage } from './CookiePolicyPage.tsx';
export { TermsOfServicePage } from './TermsOfServicePage.tsx';
export { PlanCards } from './PlanCards.tsx';
export { FormatFamilyList } from './FormatFamilyList.tsx';
export { BrowserList } from './BrowserList.tsx';
