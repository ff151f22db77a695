import { SAFETY_MESSAGES, type BlockedMember } from '@marketplace/contract/safety-messages';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useBlocks, useUnblockMember } from '../api/blocks';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function BlockedRow({ member }: { member: BlockedMember }) {
  const nameId = useId();
  const unblock = useUnblockMember();
  const m = useContractMessage();
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar className="h-10 w-10 shrink-0">
        {member.avatarUrl ? <AvatarImage src={member.avatarUrl} alt="" /> : null}
        <AvatarFallback aria-hidden="true">{initials(member.name)}</AvatarFallback>
      </Avatar>
      <span id={nameId} dir="auto" className="min-w-0 flex-1 break-words font-medium">
        {member.name}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-describedby={nameId}
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(member.userId, {
            onSuccess: () =>
              toast({ title: m(SAFETY_MESSAGES.unblocked), description: member.name, variant: 'success' }),
            onError: (error) =>
              toast({
                title: m(SAFETY_MESSAGES.blockFailed),
                description: error instanceof ApiError ? m(error.message) : undefined,
                variant: 'destructive',
              }),
          })
        }
      >
        {unblock.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {m(SAFETY_MESSAGES.unblockMember)}
      </Button>
    </li>
  );
}

/** Settings → Blocked members (issue #13 item 5): each with name, photo and Unblock. */
export function BlockedMembersCard() {
  const blocks = useBlocks();
  const { t } = useTranslation('safety');
  const m = useContractMessage();
  return (
    <Card id="settings-blocked-members" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{m(SAFETY_MESSAGES.blockedMembersTitle)}</CardTitle>
        <CardDescription>{m(SAFETY_MESSAGES.blockedMembersText)}</CardDescription>
      </CardHeader>
      <CardContent>
        {blocks.isPending ? (
          <div role="status" aria-label={t('blockedMembers.loading')} className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : blocks.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {m(SAFETY_MESSAGES.blockedMembersLoadFailed)}
          </p>
        ) : blocks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m(SAFETY_MESSAGES.blockedMembersEmpty)}</p>
        ) : (
          <ul className="divide-y">
            {blocks.data.map((member) => (
              <BlockedRow key={member.userId} member={member} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
