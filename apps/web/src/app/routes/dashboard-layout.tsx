import { Outlet } from 'react-router';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';

/** /dashboard and /dashboard/*: the member dashboard's frame (spec 02 §2). The shell guards the session. */
export function Component() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
