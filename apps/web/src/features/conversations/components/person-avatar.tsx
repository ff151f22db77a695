import type { ConversationPerson } from '@marketplace/contract/conversations-messages';
import { UserRound } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** The other member's avatar, or their initial; a plain icon for a deleted member. */
export function PersonAvatar({ person, className }: { person: ConversationPerson; className?: string }) {
  return (
    <Avatar className={cn('shrink-0', className)}>
      {person.avatarUrl ? <AvatarImage src={person.avatarUrl} alt="" /> : null}
      <AvatarFallback aria-hidden="true">
        {person.deleted ? (
          <UserRound className="h-4 w-4" />
        ) : (
          person.name.trim().charAt(0).toUpperCase() || '?'
        )}
      </AvatarFallback>
    </Avatar>
  );
}
