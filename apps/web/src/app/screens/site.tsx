// Screen group "site" (spec part 1 §2): information pages, account pages, notification settings
// and, when subscriptions are on, the subscription pages. Subscription pages arrive with a later
// issue.
import type { ComponentType } from 'react';
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import {
  AnalysisPage,
  CookiePolicyPage,
  HelpFeaturePage,
  HelpPage,
  PlansPage,
  PrivacyPolicyPage,
  SharePage,
  SpecificationPage,
  ViewerPage,
} from '../../features/info/index.ts';
import { SiteFooter } from '../../features/landing/index.ts';
import { NotificationSettingsPage, UnsubscribePage } from '../../features/notifications/index.ts';
import { ValidationPage } from '../../features/validation/index.ts';
import {
  AccountPage,
  ChangeEmailPage,
  ChangePasswordPage,
  EditProfilePage,
  PublicProfilePage,
} from '../../features/profile/index.ts';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

const pages: Readonly<Record<string, ComponentType>> = {
  plans: PlansPage,
  share: SharePage,
  analysis: AnalysisPage,
  viewer: ViewerPage,
  specification: SpecificationPage,
  help: HelpPage,
  'help-feature': HelpFeaturePage,
  validation: ValidationPage,
  'privacy-policy': PrivacyPolicyPage,
  'cookie-policy': CookiePolicyPage,
};

/** Account pages (issue 5 §1): no information footer, they are tools rather than reading. */
const accountPages: Readonly<Record<string, ComponentType>> = {
  user: AccountPage,
  'user-edit': EditProfilePage,
  'user-email': ChangeEmailPage,
  'user-password': ChangePasswordPage,
  'user-profile': PublicProfilePage,
  'notification-settings': NotificationSettingsPage,
  'notification-unsubscribe': UnsubscribePage,
};

export default function SiteScreens({ routeId }: ScreenProps) {
  const AccountScreen = accountPages[routeId];
  if (AccountScreen) return <AccountScreen />;
  const Page = pages[routeId];
  if (!Page) return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
  // Information pages end with the same footer as the landing page (policies, plans, help).
  return (
    <>
      <Page />
      <SiteFooter />
    </>
  );
}
