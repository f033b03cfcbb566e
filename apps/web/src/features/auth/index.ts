export { ConfirmEmailPage } from './ConfirmEmailPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { SignInPage } from './SignInPage.tsx';
export { SignUpPage } from './SignUpPage.tsx';
