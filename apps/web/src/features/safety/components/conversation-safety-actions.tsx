import { SAFETY_MESSAGES } from '@marketplace/contract/safety-messages';
import { Ban, Flag, Loader2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useBlockMember, useBlocks, useUnblockMember } from '../api/blocks';
import { ReportDialog } from './report-dialog';

export interface ConversationSafetyActionsProps {
  /** The other member of the conversation (the one to block or report). */
  otherMember: { id: string; name: string };
}

/**
 * The thread header's safety menu (issue #13 item 5): "Block member" (with a confirmation) or "Unblock", and
 * "Report member". Blocking stops messages both ways and takes the conversation out of my inbox; the inbox and
 * the thread are refetched. The focus goes back to the menu button after each dialog.
 */
export function ConversationSafetyActions({ otherMember }: ConversationSafetyActionsProps) {
  const blocks = useBlocks();
  const { t } = useTranslation('safety');
  const m = useContractMessage();
  const block = useBlockMember();
  const unblock = useUnblockMember();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isBlocked = blocks.data?.some((b) => b.userId === otherMember.id) ?? false;
  const pending = block.isPending || unblock.isPending;

  const fail = (error: unknown) =>
    toast({
      title: m(SAFETY_MESSAGES.blockFailed),
      description: error instanceof ApiError ? m(error.message) : undefined,
      variant: 'destructive',
    });

  const doBlock = () =>
    block.mutate(otherMember.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({ title: m(SAFETY_MESSAGES.blocked), description: otherMember.name, variant: 'success' });
      },
      onError: (error) => {
        setConfirmOpen(false);
        fail(error);
      },
    });

  const doUnblock = () =>
    unblock.mutate(otherMember.id, {
      onSuccess: () =>
        toast({ title: m(SAFETY_MESSAGES.unblocked), description: otherMember.name, variant: 'success' }),
      onError: fail,
    });

  const backToMenu = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={triggerRef} type="button" variant="ghost" size="sm" aria-label={m(SAFETY_MESSAGES.safetyMenu)} disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldAlert aria-hidden="true" />}
            <span className="hidden sm:inline">{m(SAFETY_MESSAGES.safetyMenu)}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {isBlocked ? (
            <DropdownMenuItem onSelect={doUnblock}>
              <ShieldCheck aria-hidden="true" />
              {m(SAFETY_MESSAGES.unblockMember)}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setConfirmOpen(true)}>
              <Ban aria-hidden="true" />
              {m(SAFETY_MESSAGES.blockMember)}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setReportOpen(true)}>
            <Flag aria-hidden="true" />
            {t('reportTitle.member')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <AlertDialog open={confirmOpen} onOpenChange={(open) => !block.isPending && setConfirmOpen(open)}>
        <AlertDialogContent onCloseAutoFocus={backToMenu}>
          <AlertDialogHeader>
            <AlertDialogTitle>{m(SAFETY_MESSAGES.blockConfirmTitle)}</AlertDialogTitle>
            <AlertDialogDescription>
              <span dir="auto" className="font-medium text-foreground">
                {otherMember.name}
              </span>{' '}
              — {m(SAFETY_MESSAGES.blockConfirm)}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={block.isPending}>{m(SAFETY_MESSAGES.cancel)}</AlertDialogCancel>
            <Button type="button" variant="destructive" disabled={block.isPending} onClick={doBlock}>
              {block.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {m(SAFETY_MESSAGES.blockMember)}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <ReportDialog
        targetType="member"
        targetId={otherMember.id}
        subject={otherMember.name}
        open={reportOpen}
        onOpenChange={setReportOpen}
        returnFocusTo={triggerRef}
      />
    </>
  );
}
