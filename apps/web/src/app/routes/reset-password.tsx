import { useSearchParams } from 'react-router';
import { AuthCardLayout } from '@/components/layout/auth-card-layout';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCardLayout title="Reset Password" description="Choose a new password for your account.">
      <ResetPasswordForm token={token} />
    </AuthCardLayout>
  );
}
