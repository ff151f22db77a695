import type { AdminUserRow } from '@marketplace/contract/admin';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

export function adminUserName(user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

function initials(user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || user.email.charAt(0).toUpperCase() || '?';
}

/** A member's photo or initials; decorative (the row names the member). */
export function AdminUserAvatar({ user, className }: { user: AdminUserRow; className?: string }) {
  return (
    <Avatar className={cn(className)}>
      {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
      <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
    </Avatar>
  );
}
