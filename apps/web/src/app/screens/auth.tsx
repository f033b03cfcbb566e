// Screen group "auth" (spec part 1 §2): sign-in, sign-up, password reset and e-mail confirmation.
import type { ComponentType } from 'react';
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { ConfirmEmailPage, ResetPasswordPage, SignInPage, SignUpPage } from '../../features/auth/index.ts';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

const pages: Readonly<Record<string, ComponentType>> = {
  'sign-in': SignInPage,
  'sign-up': SignUpPage,
  confirm: ConfirmEmailPage,
  'reset-password': ResetPasswordPage,
};

export default function AuthScreens({ routeId }: ScreenProps) {
  const Page = pages[routeId];
  if (!Page) return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
  return <Page />;
}
