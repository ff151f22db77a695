import {
  OFFER_MESSAGES,
  type ConversationOffers,
  type Offer,
  type OfferAction,
} from '@marketplace/contract/offers';
import { formatPrice } from '@marketplace/contract/site';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerStepLabel } from './offer-step';
import { OfferAmountForm } from './components/offer-amount-form';
import { applyOfferStep } from './utils/apply-offer-step';
import {
  conversationOffersQueryKey,
  useConversationOffers,
  useOfferStep,
  type OfferStepRequest,
} from './api/offers';
import { ReservedBadge } from '@/components/listings/reserved-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useContractMessage } from '@/i18n/contract-messages';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { onLiveEvent } from '@/lib/live-events';
import { myReviewsQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';

export interface OfferPanelProps {
  conversationId: string;
  /** The viewer's side of the conversation. */
  role: 'buyer' | 'seller';
  /** The conversation's listing (its id; the deal state comes from the offers endpoint). */
  listing: { id: string };
  /** The other member's display name, for "Ahmed offered …" and "Mark sold to Ahmed". */
  otherName?: string;
}

/**
 * The deal above the composer (issue #13 item 3), for each side:
 * - buyer with no open offer on a live listing: "Make an offer";
 * - the member an open offer was made TO: Accept / Decline / Counter; its maker: Withdraw;
 * - after acceptance: Reserved; the seller can "Release reservation" or "Mark sold to <buyer>";
 * - sold to this buyer: Sold.
 * It refetches when an `offer_received` notification for this conversation arrives live, and after each step
 * (also after a refusal: a 409 means the state moved, and the panel shows the new state with the message).
 */
export function OfferPanel({ conversationId, role, listing, otherName }: OfferPanelProps) {
  const { t } = useTranslation('offers');
  const m = useContractMessage();
  const other = otherName ?? (role === 'seller' ? t('panel.theBuyer') : t('panel.theSeller'));
  const { data } = useConversationOffers(conversationId);
  const step = useOfferStep(conversationId, listing.id);
  const [countering, setCountering] = useState(false);
  const queryClient = useQueryClient();
  const viewerId = useCurrentUser().user?.id;

  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: conversationOffersQueryKey(conversationId) });
      // A sale opens the review prompt (the reviews feature reads "my reviews").
      void queryClient.invalidateQueries({ queryKey: myReviewsQueryKey });
    };
    // An offer step by the other side arrives as a live `message` of kind `offer` (and its notification). The
    // panel shows it at once from the message (issue #37 item 4p), then reads the server's state.
    const offMessage = onLiveEvent('message', (event) => {
      if (event.conversationId !== conversationId || event.message.kind !== 'offer') return;
      if (viewerId && event.message.senderId !== viewerId) {
        queryClient.setQueryData<ConversationOffers>(conversationOffersQueryKey(conversationId), (offers) =>
          offers ? applyOfferStep(offers, event.message, { id: viewerId, role }) : offers,
        );
      }
      refresh();
    });
    const offNotification = onLiveEvent('notification', (notification) => {
      // Offer steps and "Sold to you" both link to this thread.
      if (notification.link_to?.endsWith(`conversation=${conversationId}`)) {
        refresh();
      }
    });
    const offReconnected = onLiveEvent('reconnected', refresh);
    return () => {
      offMessage();
      offNotification();
      offReconnected();
    };
  }, [conversationId, queryClient, viewerId, role]);

  /** Sends a step; a field problem comes back as its message, anything else as a toast. */
  const send = async (request: OfferStepRequest): Promise<string | null> => {
    try {
      await step.mutateAsync(request);
      setCountering(false);
      return null;
    } catch (error) {
      const message = m(error instanceof Error ? error.message : OFFER_MESSAGES.notOpen);
      if (error instanceof ApiError && error.issues.length > 0) return m(error.issues[0]!.message);
      toast({ title: message, variant: 'destructive' });
      return null;
    }
  };

  if (!data) return null;
  const { open, accepted, listing: state } = data;
  const mine = (offer: Offer) => offer.madeByRole === role;
  // A counter-offer opens at the instant it closes the offer it answers.
  const isCounter = (offer: Offer) =>
    data.items.some((o) => o.status === 'countered' && o.respondedAt === offer.createdAt);
  const openAction: OfferAction = open && isCounter(open) ? 'countered' : 'made';
  const openText = open
    ? offerStepLabel(t, { action: openAction, amount: open.amount, mine: mine(open), name: other })
    : null;

  return (
    <section aria-label={t('panel.label')} className="grid gap-3 rounded-lg border bg-card p-3 text-sm">
      {state.soldToThisBuyer ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{m(OFFER_MESSAGES.sold)}</Badge>
          {accepted ? (
            <span>
              {role === 'seller'
                ? t('panel.soldTo', { buyer: other, price: formatPrice(accepted.amount) })
                : t('panel.boughtFor', { price: formatPrice(accepted.amount) })}
            </span>
          ) : null}
        </p>
      ) : null}

      {state.reservedForThisBuyer && accepted ? (
        <div className="grid gap-2">
          <p className="flex flex-wrap items-center gap-2">
            <ReservedBadge />
            <span>
              {role === 'buyer'
                ? m(OFFER_MESSAGES.reservedForYou)
                : t('panel.reservedPrice', { price: formatPrice(accepted.amount) })}
            </span>
          </p>
          {role === 'seller' ? (
            <div className="flex flex-wrap gap-2">
              <ConfirmDialog
                trigger={
                  <Button type="button" disabled={step.isPending}>
                    {t('panel.markSoldTo', { buyer: other })}
                  </Button>
                }
                title={t('panel.confirmMarkSoldTitle', { buyer: other, price: formatPrice(accepted.amount) })}
                description={t('panel.confirmMarkSoldText', { buyer: other })}
                confirmLabel={t('panel.confirmMarkSold')}
                busyLabel={t('panel.markingSold')}
                cancelLabel={t('panel.cancel')}
                onConfirm={async () => (await send({ kind: 'mark-sold', offerId: accepted.id })) === null}
              />
              <Button
                type="button"
                variant="outline"
                onClick={() => void send({ kind: 'release', listingId: listing.id })}
                disabled={step.isPending}
              >
                {m(OFFER_MESSAGES.releaseReservation)}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {state.reserved && !state.reservedForThisBuyer ? (
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <ReservedBadge />
          <span>
            {m(role === 'buyer' ? OFFER_MESSAGES.reservedForAnotherNote : OFFER_MESSAGES.reservedForAnother)}
          </span>
        </p>
      ) : null}

      {open ? (
        <div className="grid gap-2">
          <h3 className="font-semibold">{m(OFFER_MESSAGES.openOfferHeading)}</h3>
          <p>{openText}</p>
          {mine(open) ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground">{t('panel.waitingFor', { name: other })}</span>
              <Button
                type="button"
                variant="outline"
                onClick={() => void send({ kind: 'withdraw', offerId: open.id })}
                disabled={step.isPending}
              >
                {m(OFFER_MESSAGES.withdraw)}
              </Button>
            </div>
          ) : countering ? (
            <OfferAmountForm
              label={m(OFFER_MESSAGES.counterLabel)}
              submitLabel={m(OFFER_MESSAGES.sendCounter)}
              pending={step.isPending}
              autoFocus
              onCancel={() => setCountering(false)}
              onSubmit={(amount) => send({ kind: 'counter', offerId: open.id, amount })}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <ConfirmDialog
                trigger={
                  <Button type="button" disabled={step.isPending}>
                    {m(OFFER_MESSAGES.accept)}
                  </Button>
                }
                title={t('panel.confirmAcceptTitle', { name: other, price: formatPrice(open.amount) })}
                description={
                  role === 'seller'
                    ? t('panel.confirmAcceptSellerText', { name: other })
                    : t('panel.confirmAcceptBuyerText', { name: other })
                }
                confirmLabel={m(OFFER_MESSAGES.accept)}
                busyLabel={t('panel.accepting')}
                cancelLabel={t('panel.cancel')}
                onConfirm={async () => (await send({ kind: 'accept', offerId: open.id })) === null}
              />
              <Button
                type="button"
                variant="outline"
                onClick={() => void send({ kind: 'decline', offerId: open.id })}
                disabled={step.isPending}
              >
                {m(OFFER_MESSAGES.decline)}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => setCountering(true)}
                disabled={step.isPending}
              >
                {m(OFFER_MESSAGES.counter)}
              </Button>
            </div>
          )}
        </div>
      ) : role === 'buyer' && state.live && !state.reservedForThisBuyer ? (
        <OfferAmountForm
          label={m(OFFER_MESSAGES.amountLabel)}
          submitLabel={m(OFFER_MESSAGES.sendOffer)}
          pending={step.isPending}
          onSubmit={(amount) => send({ kind: 'make', conversationId, amount })}
        />
      ) : null}

      {!state.live && !state.soldToThisBuyer ? (
        <p className="text-muted-foreground">{m(OFFER_MESSAGES.listingUnavailable)}</p>
      ) : null}
    </section>
  );
}
