import { useSearchParams } from 'react-router';
import { AuthCardLayout } from '@/components/layout/auth-card-layout';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCardLayout title={t('pages.resetPassword.title')} description={t('pages.resetPassword.description')}>
      <ResetPasswordForm token={token} />
    </AuthCardLayout>
  );
}
