import { useTranslation } from 'react-i18next';
import { AuthCard, ForgetPasswordForm } from '../features/account/index.ts';

/** `/forgetPwd`: a new password with an e-mail code. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('title.forgetPwd')} subtitle={t('subtitle.forgetPwd')}>
      <ForgetPasswordForm />
    </AuthCard>
  );
}
