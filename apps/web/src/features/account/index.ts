// The account feature's public face: the signed-in person, sign-in and sign-out, and the
// account pages' forms and panels.
export { accountApi } from './api/account-api.ts';
export { AccountMenu } from './components/account-menu.tsx';
export { AuthCard } from './components/auth-card.tsx';
export { ForgetPasswordForm } from './components/forget-password-form.tsx';
export { ProfilePanel } from './components/profile-panel.tsx';
export { RegisterForm } from './components/register-form.tsx';
export { SessionsPanel } from './components/sessions-panel.tsx';
export { SignInForm } from './components/sign-in-form.tsx';
export { TurnstileWidget } from './components/turnstile-widget.tsx';
export { UsageTable } from './components/usage-table.tsx';
export {
  ACCOUNT_KEYS,
  safeRedirect,
  useAccountSettings,
  useSignedInNavigation,
  useSignOut,
  useUserInfo,
} from './hooks/use-account.ts';
export { useSubmit } from './hooks/use-submit.ts';
