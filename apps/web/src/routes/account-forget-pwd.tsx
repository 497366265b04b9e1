import { useTranslation } from 'react-i18next';
import { AuthCard } from '../features/account/components/auth-card.tsx';
import { ForgetPasswordForm } from '../features/account/components/forget-password-form.tsx';

/** `/forgetPwd`: a new password with an e-mail code. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('title.forgetPwd')} subtitle={t('subtitle.forgetPwd')}>
      <ForgetPasswordForm />
    </AuthCard>
  );
}
