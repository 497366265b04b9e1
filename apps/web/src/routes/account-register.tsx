import { useTranslation } from 'react-i18next';
import { AuthCard, RegisterForm } from '../features/account/index.ts';

/** `/register`: create an account with an e-mail code. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('title.register')} subtitle={t('subtitle.register')}>
      <RegisterForm />
    </AuthCard>
  );
}
