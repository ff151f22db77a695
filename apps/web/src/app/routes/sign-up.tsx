import { AuthCardLayout } from '@/components/layout/auth-card-layout';
import { SignUpForm } from '@/features/accounts/components/sign-up-form';
import { useSiteConfig } from '@/hooks/use-site-config';

export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <AuthCardLayout
      title="Create Your Account"
      description={`Join ${siteName} to sell and save items across the Maldives.`}
      width="wide"
    >
      <SignUpForm />
    </AuthCardLayout>
  );
}
