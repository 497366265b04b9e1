import { useTranslation } from 'react-i18next';
import { AuthCard } from '../features/account/components/auth-card.tsx';
import { RegisterForm } from '../features/account/components/register-form.tsx';

/** `/register`: create an account with an e-mail code. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('title.register')} subtitle={t('subtitle.register')}>
      <RegisterForm />
    </AuthCard>
  );
}
