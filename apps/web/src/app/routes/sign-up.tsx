import { AuthCardLayout } from '@/components/layout/auth-card-layout';
import { SignUpForm } from '@/features/accounts/components/sign-up-form';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <AuthCardLayout
      title={t('pages.signUp.title')}
      description={t('pages.signUp.description', { siteName })}
      width="wide"
    >
      <SignUpForm />
    </AuthCardLayout>
  );
}
