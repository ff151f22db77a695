import type { CurrentUser } from '@marketplace/contract/accounts-messages';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** "Aishath Ibrahim" → "AI"; falls back to the e-mail's first letter. */
export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || user.email.charAt(0).toUpperCase() || '?';
}

export function fullNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The member's photo, or their initials. Decorative: the surrounding control carries the name. */
export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <Avatar className={cn(className)}>
      {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
      <AvatarFallback aria-hidden="true">{initialsOf(user)}</AvatarFallback>
    </Avatar>
  );
}
