import { AuthCardLayout } from '@/components/layout/auth-card-layout';
import { SignInForm } from '@/features/accounts/components/sign-in-form';

export function Component() {
  return (
    <AuthCardLayout title="Welcome Back" description="Sign in to manage your listings and saved items.">
      <SignInForm />
    </AuthCardLayout>
  );
}
