import { OWNER_LISTING_MESSAGES, type ListingDetail } from '@marketplace/contract/listings-messages';
import { CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useContractMessage } from '@/i18n/contract-messages';
import { toast } from '@/lib/toast-store';
import { useDeleteListing } from '../api/delete-listing';
import { useMarkListingSold } from '../api/mark-listing-sold';

export const MY_LISTINGS_PATH = '/dashboard?tab=my-listings';

/** Where Edit leads (spec 02 §2): the submit form in edit mode. */
export function editListingPath(id: string): string {
  return `/dashboard?tab=submit-listing&edit=${encodeURIComponent(id)}`;
}

/**
 * The owner's actions on their listing page (spec 02 §2, §4): Edit (hidden once Sold), Mark as Sold (only
 * for an Approved listing) and Delete (soft; any status), the last two after a confirmation.
 */
export function OwnListingActions({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const navigate = useNavigate();
  const markSold = useMarkListingSold();
  const deleteListing = useDeleteListing();

  const confirmSold = async () => {
    try {
      await markSold.mutateAsync(listing.id);
    } catch (error) {
      toast({
        title: t('ownActions.markSoldFailed'),
        description: error instanceof Error ? message(error.message) : undefined,
        variant: 'destructive',
      });
      return false;
    }
    toast({
      title: message(OWNER_LISTING_MESSAGES.markedSold),
      description: message(OWNER_LISTING_MESSAGES.markedSoldText),
      variant: 'success',
    });
    return true;
  };

  const confirmDelete = async () => {
    try {
      await deleteListing.mutateAsync(listing.id);
    } catch {
      toast({
        title: message(OWNER_LISTING_MESSAGES.deleteFailed),
        description: message(OWNER_LISTING_MESSAGES.deleteFailedText),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: message(OWNER_LISTING_MESSAGES.deleted), variant: 'success' });
    void navigate(MY_LISTINGS_PATH);
    return true;
  };

  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      {listing.status === 'Sold' ? (
        <p className="w-full text-sm text-muted-foreground">
          {message(OWNER_LISTING_MESSAGES.soldCannotBeEdited)}
        </p>
      ) : (
        <Button asChild>
          <Link to={editListingPath(listing.id)}>
            <Pencil aria-hidden="true" />
            {t('ownActions.edit')}
          </Link>
        </Button>
      )}
      {listing.status === 'Approved' ? (
        <ConfirmDialog
          cancelLabel={t('ownActions.cancel')}
          trigger={
            <Button type="button" variant="secondary" className="w-full sm:w-auto">
              <CircleCheck aria-hidden="true" />
              {t('ownActions.markSold')}
            </Button>
          }
          title={t('ownActions.markSoldTitle')}
          description={t('ownActions.markSoldText', {
            markedSoldText: message(OWNER_LISTING_MESSAGES.markedSoldText),
          })}
          confirmLabel={t('ownActions.markSold')}
          busyLabel={t('ownActions.markingSold')}
          onConfirm={confirmSold}
        />
      ) : null}
      <ConfirmDialog
        cancelLabel={t('ownActions.cancel')}
        trigger={
          <Button type="button" variant="destructive" className="w-full sm:w-auto">
            <Trash2 aria-hidden="true" />
            {t('ownActions.delete')}
          </Button>
        }
        title={t('ownActions.deleteTitle')}
        description={message(OWNER_LISTING_MESSAGES.deleteConfirm)}
        confirmLabel={t('ownActions.delete')}
        busyLabel={t('ownActions.deleting')}
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
