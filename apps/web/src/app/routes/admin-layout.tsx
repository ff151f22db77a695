import { Outlet } from 'react-router';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/** /admin/* frame (spec 02 §2 Admin routes); the admin check lives in the layout. */
export function Component() {
  return (
    <AdminLayout notificationBell={<NotificationBell />}>
      <Outlet />
    </AdminLayout>
  );
}
