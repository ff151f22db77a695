import { AuthCardLayout } from '@/components/layout/auth-card-layout';
import { SignInForm } from '@/features/accounts/components/sign-in-form';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCardLayout title={t('pages.signIn.title')} description={t('pages.signIn.description')}>
      <SignInForm />
    </AuthCardLayout>
  );
}
