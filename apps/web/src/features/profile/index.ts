export { AccountPage } from './AccountPage.tsx';
export { ChangeEmailPage } from './ChangeEmailPage.tsx';
export { ChangePasswordPage } from './ChangePasswordPage.tsx';
export { EditProfilePage } from './EditProfilePage.tsx';
export { PublicProfilePage } from './PublicProfilePage.tsx';
