import { AuthCardLayout } from '@/components/layout/auth-card-layout';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCardLayout
      title={t('pages.forgotPassword.title')}
      description={t('pages.forgotPassword.description')}
    >
      <ForgotPasswordForm />
    </AuthCardLayout>
  );
}
