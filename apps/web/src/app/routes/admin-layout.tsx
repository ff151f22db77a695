import { Outlet } from 'react-router';
import { AdminLayout } from '@/features/admin/components/admin-layout';

/** /admin/* frame (spec 02 §2 Admin routes); the admin check lives in the layout. */
export function Component() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
