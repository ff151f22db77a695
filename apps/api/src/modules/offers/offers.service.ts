/**
 * Offers in a conversation, Reserved and "mark sold to this buyer" (issue #13 item 3; rules in
 * packages/contract/src/offers.ts, data model in db/schema/conversations.ts).
 *
 * Every step runs in one transaction that locks the offer row and the listing row (`FOR UPDATE`), so two
 * answers to one offer, or two acceptances on one listing, serialise: the second sees the first's result and
 * is refused with a 409. "One open offer per conversation" is the partial unique index
 * `offers_one_open_per_conversation_idx`; a concurrent second offer fails on it and is answered 409 too.
 * Each step is a message of kind `offer` in the thread with an `offer_received` notification to the other
 * member. Reserving, releasing and selling write `listings`, and the catalogue triggers announce those
 * changes to every instance (decision 010), so browse and item caches drop them without a call from here.
 *
 * Decided here (not in the spec):
 * - Only the buyer opens an offer; the seller's price moves are counters to it.
 * - While a listing is reserved for one buyer, offers stay open (they may still be declined, countered or
 *   withdrawn) but accepting one, in any conversation, the reserved buyer's own included, is refused until the
 *   seller releases the reservation: one accepted offer per listing at a time (issue #37 item 4g).
 * - Making, countering and accepting need a live listing; declining and withdrawing do not (they only close).
 * - Marking sold needs the accepted offer's buyer to still hold the reservation: a release ends that deal.
 */
import { and, desc, eq } from 'drizzle-orm';
import { conversationPath } from '@marketplace/contract/conversations';
import { BROWSE_MESSAGES } from '@marketplace/contract/listings-messages';
import {
  formatOfferAmount,
  OFFER_MESSAGES,
  type ConversationOffers,
  type Offer,
  type OfferAction,
  type OfferListingState,
  type OfferStepResult,
} from '@marketplace/contract/offers';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversations, offers } from '../../db/schema/conversations';
import { listings } from '../../db/schema/listings';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/hono-env';
import { appendMessage, assertCanSend, conversationForMember } from '../conversations/conversations.service';
import { isLiveListing, transitionListing } from '../listings/listing-lifecycle';
import { notify } from '../notifications/notifications.service';

type Conversation = typeof conversations.$inferSelect;
type OfferRow = typeof offers.$inferSelect;
type ListingRow = Pick<
  typeof listings.$inferSelect,
  'id' | 'userId' | 'name' | 'itemDisplayId' | 'status' | 'isDeleted' | 'reservedForId' | 'soldToId'
>;

const isLive = isLiveListing;

function toOffer(row: OfferRow, conversation: Conversation): Offer {
  return {
    id: row.id,
    conversationId: row.conversationId,
    listingId: row.listingId,
    madeBy: row.madeBy,
    madeTo: row.madeBy === conversation.buyerId ? conversation.sellerId : conversation.buyerId,
    madeByRole: row.madeBy === conversation.buyerId ? 'buyer' : 'seller',
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

function listingState(listing: ListingRow, conversation: Conversation): OfferListingState {
  return {
    listingId: listing.id,
    live: isLive(listing),
    sold: listing.status === 'Sold' && !listing.isDeleted,
    reserved: isLive(listing) && listing.reservedForId !== null,
    reservedForThisBuyer: isLive(listing) && listing.reservedForId === conversation.buyerId,
    soldToThisBuyer: listing.status === 'Sold' && listing.soldToId === conversation.buyerId,
  };
}

const listingColumns = {
  id: listings.id,
  userId: listings.userId,
  name: listings.name,
  itemDisplayId: listings.itemDisplayId,
  status: listings.status,
  isDeleted: listings.isDeleted,
  reservedForId: listings.reservedForId,
  soldToId: listings.soldToId,
};

async function lockListing(tx: Database, listingId: string): Promise<ListingRow> {
  const [row] = await tx
    .select(listingColumns)
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', BROWSE_MESSAGES.itemNotFound);
  return row;
}

/**
 * Appends an offer step to the thread within `tx` through the conversations module (`appendMessage`: the
 * message, inbox order, unread count, e-mail due time, live `message` event) with an `offer_received`
 * notification to the other member linking to the thread.
 */
async function appendOfferStep(
  tx: Database,
  args: {
    conversation: Conversation;
    senderId: string;
    offer: OfferRow;
    action: OfferAction;
    listingName: string;
  },
): Promise<void> {
  await appendMessage(tx, {
    conversationId: args.conversation.id,
    senderId: args.senderId,
    kind: 'offer',
    offerId: args.offer.id,
    offerAction: args.action,
    offerAmount: args.offer.amount,
    notification: {
      type: 'offer_received',
      text: (m) => m.notifications.offer(args.action, args.listingName, formatOfferAmount(args.offer.amount)),
    },
  });
}

/** Whether `error` (or what it wraps) is PostgreSQL's unique_violation on the one-open-offer index. */
function isOpenOfferConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') return true;
    current = candidate.cause;
  }
  return false;
}

/** Runs `work` in a transaction, turning a lost race on the one-open-offer index into the 409 it means. */
async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isOpenOfferConflict(error)) throw new AppError('CONFLICT', OFFER_MESSAGES.openOfferExists);
    throw error;
  }
}

/**
 * `GET /api/conversations/{id}/offers`: the conversation's offers, newest first, its open and newest accepted
 * offer and the listing's deal state. @throws 404 not a member of the conversation.
 */
export async function conversationOffers(
  db: Database,
  args: { actor: Actor; conversationId: string },
): Promise<ConversationOffers> {
  const conversation = await conversationForMember(db, {
    conversationId: args.conversationId,
    userId: args.actor.id,
  });
  const rows = await db
    .select()
    .from(offers)
    .where(eq(offers.conversationId, conversation.id))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  const [listing] = await db
    .select(listingColumns)
    .from(listings)
    .where(eq(listings.id, conversation.listingId));
  const items = rows.map((row) => toOffer(row, conversation));
  return {
    items,
    open: items.find((offer) => offer.status === 'open') ?? null,
    accepted: items.find((offer) => offer.status === 'accepted') ?? null,
    listing: listingState(listing!, conversation),
  };
}

/**
 * `POST /api/conversations/{id}/offers`: the buyer offers `amount` (whole MVR, validated by the contract).
 * @throws 404 not a member; 403 the seller, or the conversation is frozen; 409 listing not live, or an open
 * offer already exists (also when a concurrent request made it first).
 */
export async function makeOffer(
  db: Database,
  args: { actor: Actor; conversationId: string; amount: number },
): Promise<OfferStepResult> {
  const conversation = await conversationForMember(db, {
    conversationId: args.conversationId,
    userId: args.actor.id,
  });
  if (args.actor.id !== conversation.buyerId) throw new AppError('FORBIDDEN', OFFER_MESSAGES.onlyBuyerOffers);
  await assertCanSend(db, { conversation, senderId: args.actor.id });
  return inTransaction(db, async (tx) => {
    const listing = await lockListing(tx, conversation.listingId);
    if (!isLive(listing)) throw new AppError('CONFLICT', OFFER_MESSAGES.listingUnavailable);
    const [open] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.conversationId, conversation.id), eq(offers.status, 'open')))
      .limit(1);
    if (open) throw new AppError('CONFLICT', OFFER_MESSAGES.openOfferExists);
    const [offer] = await tx
      .insert(offers)
      .values({
        conversationId: conversation.id,
        listingId: listing.id,
        madeBy: args.actor.id,
        amount: args.amount,
      })
      .returning();
    await appendOfferStep(tx, {
      conversation,
      senderId: args.actor.id,
      offer: offer!,
      action: 'made',
      listingName: listing.name,
    });
    return { offer: toOffer(offer!, conversation), listing: listingState(listing, conversation) };
  });
}

/** The offer with its conversation, for a member of that conversation (404 otherwise), locked. */
async function lockOfferForMember(tx: Database, offerId: string, actor: Actor) {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw new AppError('NOT_FOUND', OFFER_MESSAGES.offerNotFound);
  const [conversation] = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.id, offer.conversationId));
  if (!conversation || (actor.id !== conversation.buyerId && actor.id !== conversation.sellerId)) {
    throw new AppError('NOT_FOUND', OFFER_MESSAGES.offerNotFound);
  }
  return { offer, conversation };
}

export type OfferResponse = 'accept' | 'decline' | 'counter' | 'withdraw';

/**
 * Answers an open offer (`POST /api/offers/{id}/accept|decline|counter|withdraw`):
 * - accept / decline / counter: only the member the offer was made TO; withdraw: only its maker;
 * - accept reserves the listing for the conversation's buyer; counter closes the offer as `countered` and
 *   opens a new offer of `amount` MVR by the actor (the answer carries the new offer).
 * @throws 404 not a member of the offer's conversation; 403 the wrong party or a frozen conversation; 409 the
 * offer is not open, the listing is not live (accept, counter), or reserved for another buyer (accept).
 */
export async function respondToOffer(
  db: Database,
  args: { actor: Actor; offerId: string; response: OfferResponse; amount?: number; ipAddress: string },
): Promise<OfferStepResult> {
  return inTransaction(db, async (tx) => {
    const { offer, conversation } = await lockOfferForMember(tx, args.offerId, args.actor);
    const madeTo = offer.madeBy === conversation.buyerId ? conversation.sellerId : conversation.buyerId;
    if (args.response === 'withdraw') {
      if (offer.madeBy !== args.actor.id) throw new AppError('FORBIDDEN', OFFER_MESSAGES.notYourOffer);
    } else if (madeTo !== args.actor.id) {
      throw new AppError('FORBIDDEN', OFFER_MESSAGES.notForYou);
    }
    await assertCanSend(tx, { conversation, senderId: args.actor.id });
    if (offer.status !== 'open') throw new AppError('CONFLICT', OFFER_MESSAGES.notOpen);
    const listing = await lockListing(tx, offer.listingId);
    const now = new Date();

    if (args.response === 'withdraw' || args.response === 'decline') {
      const status = args.response === 'withdraw' ? 'withdrawn' : 'declined';
      const [closed] = await tx
        .update(offers)
        .set({ status, respondedAt: now })
        .where(eq(offers.id, offer.id))
        .returning();
      await appendOfferStep(tx, {
        conversation,
        senderId: args.actor.id,
        offer: closed!,
        action: status,
        listingName: listing.name,
      });
      return { offer: toOffer(closed!, conversation), listing: listingState(listing, conversation) };
    }

    if (!isLive(listing)) throw new AppError('CONFLICT', OFFER_MESSAGES.listingUnavailable);

    if (args.response === 'counter') {
      await tx.update(offers).set({ status: 'countered', respondedAt: now }).where(eq(offers.id, offer.id));
      const [counter] = await tx
        .insert(offers)
        .values({
          conversationId: conversation.id,
          listingId: listing.id,
          madeBy: args.actor.id,
          amount: args.amount!,
          createdAt: now,
        })
        .returning();
      await appendOfferStep(tx, {
        conversation,
        senderId: args.actor.id,
        offer: counter!,
        action: 'countered',
        listingName: listing.name,
      });
      return { offer: toOffer(counter!, conversation), listing: listingState(listing, conversation) };
    }

    // accept: one accepted offer per listing at a time (issue #37 item 4g). A reservation is an accepted offer
    // that stands, this buyer's or another's; the seller releases it before accepting another.
    if (listing.reservedForId !== null) {
      throw new AppError(
        'CONFLICT',
        listing.reservedForId === conversation.buyerId
          ? OFFER_MESSAGES.acceptedOfferStands
          : OFFER_MESSAGES.reservedForAnother,
      );
    }
    const [accepted] = await tx
      .update(offers)
      .set({ status: 'accepted', respondedAt: now })
      .where(eq(offers.id, offer.id))
      .returning();
    // The lifecycle's `reserve`, a move of the listing's owner: the seller accepting the buyer's offer, or the
    // buyer accepting the seller's counter (the seller agreed to that price by making it). The activity row
    // names the seller and records who accepted.
    const seller =
      args.actor.id === listing.userId
        ? args.actor
        : (await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, listing.userId)))[0];
    await transitionListing(tx, {
      listingId: listing.id,
      move: 'reserve',
      actor: { role: 'owner', id: listing.userId, email: seller?.email ?? null },
      ipAddress: args.ipAddress,
      now,
      reservedForId: conversation.buyerId,
      details: { offerId: offer.id, acceptedBy: args.actor.id },
    });
    await appendOfferStep(tx, {
      conversation,
      senderId: args.actor.id,
      offer: accepted!,
      action: 'accepted',
      listingName: listing.name,
    });
    const reserved = { ...listing, reservedForId: conversation.buyerId };
    return { offer: toOffer(accepted!, conversation), listing: listingState(reserved, conversation) };
  });
}

/**
 * `POST /api/offers/{id}/mark-sold`: the seller marks the listing sold to the buyer of this accepted offer,
 * through the same write as "mark as sold" (status Sold, sold_at, activity row) plus `sold_to_id`.
 * @throws 404 not a member of the offer's conversation; 403 not the listing's owner; 409 the offer is not
 * accepted, the listing is not live, or its reservation is no longer this buyer's.
 */
export async function markOfferSold(
  db: Database,
  args: { actor: Actor; offerId: string; ipAddress: string },
): Promise<OfferStepResult> {
  return inTransaction(db, async (tx) => {
    const { offer, conversation } = await lockOfferForMember(tx, args.offerId, args.actor);
    const listing = await lockListing(tx, offer.listingId);
    if (listing.userId !== args.actor.id) throw new AppError('FORBIDDEN', OFFER_MESSAGES.onlySeller);
    if (offer.status !== 'accepted') throw new AppError('CONFLICT', OFFER_MESSAGES.notAccepted);
    if (!isLive(listing)) throw new AppError('CONFLICT', OFFER_MESSAGES.listingUnavailable);
    if (listing.reservedForId !== conversation.buyerId)
      throw new AppError('CONFLICT', OFFER_MESSAGES.reservationGone);
    // The deal that stands is the listing's newest acceptance: one released before it is history (issue #37 4g).
    const [standing] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.listingId, listing.id), eq(offers.status, 'accepted')))
      .orderBy(desc(offers.respondedAt), desc(offers.createdAt))
      .limit(1);
    if (standing?.id !== offer.id) throw new AppError('CONFLICT', OFFER_MESSAGES.reservationGone);
    await transitionListing(tx, {
      listingId: listing.id,
      move: 'markSold',
      actor: { role: 'owner', id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      now: new Date(),
      soldToId: conversation.buyerId,
      details: { offerId: offer.id },
    });
    // The buyer hears it live: the thread's deal panel and review prompt refresh on this notification.
    const [buyer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, conversation.buyerId));
    await notify(tx, {
      userId: conversation.buyerId,
      userEmail: buyer?.email ?? '',
      type: 'general',
      text: (m) => m.notifications.soldToYou(listing.name),
      linkTo: conversationPath(conversation.id),
    });
    const sold = { ...listing, status: 'Sold' as const, reservedForId: null, soldToId: conversation.buyerId };
    return { offer: toOffer(offer, conversation), listing: listingState(sold, conversation) };
  });
}

/**
 * `POST /api/listings/{id}/release-reservation`: the owner ends the listing's reservation; the accepted offer
 * stays accepted (history) but can no longer be marked sold.
 * @throws 404 not the member's listing (someone else's answers like a missing one); 409 not reserved.
 */
export async function releaseReservation(
  db: Database,
  args: { actor: Actor; listingId: string; ipAddress: string },
): Promise<{ listingId: string; reserved: boolean }> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select(listingColumns)
      .from(listings)
      .where(and(eq(listings.id, args.listingId), eq(listings.userId, args.actor.id)))
      .for('update');
    // Someone else's listing (or a deleted one) answers like a missing one; so does the lifecycle below.
    if (!listing || listing.isDeleted) throw new AppError('NOT_FOUND', BROWSE_MESSAGES.itemNotFound);
    if (listing.reservedForId === null || !isLiveListing(listing)) {
      throw new AppError('CONFLICT', OFFER_MESSAGES.notReserved);
    }
    await transitionListing(tx, {
      listingId: listing.id,
      move: 'release',
      actor: { role: 'owner', id: args.actor.id, email: args.actor.email },
      ipAddress: args.ipAddress,
      now: new Date(),
    });
    return { listingId: listing.id, reserved: false };
  });
}
