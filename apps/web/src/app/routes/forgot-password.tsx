import { AuthCardLayout } from '@/components/layout/auth-card-layout';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export function Component() {
  return (
    <AuthCardLayout
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </AuthCardLayout>
  );
}
