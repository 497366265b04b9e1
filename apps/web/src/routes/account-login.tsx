import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AuthCard, SignInForm } from '../features/account/index.ts';
import { localePath } from '../lib/locale-path.ts';
import { useSignedIn } from '../lib/session.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

/** `/login`: sign in or sign up in one form. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const { locale } = useUiLocale();
  if (useSignedIn()) return <Navigate to={localePath(locale)} replace />;
  return (
    <AuthCard title={t('title.login')} subtitle={t('subtitle.login')}>
      <SignInForm />
    </AuthCard>
  );
}
