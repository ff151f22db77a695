import type { CategoryField } from '@marketplace/contract/category-fields-messages';
import { listingFieldsSchema, type ListingFieldsInput } from '@marketplace/contract/listings';
import {
  BROWSE_MESSAGES,
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_MESSAGES,
  OWN_LISTING_MESSAGES,
  OWNER_LISTING_MESSAGES,
  UPLOAD_MESSAGES,
  type ListingDetail,
} from '@marketplace/contract/listings-messages';
import type { Atoll } from '@marketplace/contract/locations';
import { CURRENCY_LABEL, formatNumber } from '@marketplace/contract/site';
import { AlertTriangle, History, Info, Loader2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { findIsland } from '@/components/forms/filter-atolls';
import { FormField } from '@/components/forms/form-field';
import { LocationCombobox } from '@/components/forms/location-combobox';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useCurrentUser } from '@/hooks/use-current-user';
import { translateContractMessage, useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useCreateListing } from '../api/create-listing';
import { useCategories, useLocations } from '@/lib/reference-data';
import { isNotFoundError, useListing } from '../api/get-listing';
import { useUpdateListing } from '../api/update-listing';
import { usePhotoSelection } from '../hooks/use-photo-selection';
import { clearDraft, loadDraft, saveDraft, type ListingDraft } from '../utils/listing-draft';
import {
  attributeFormValues,
  attributesOfFields,
  listingFormResolver,
  type ListingFormOutput,
  type ListingFormValues,
} from '../utils/listing-form-values';
import { CategoryFieldInputs } from './category-field-inputs';
import { buildPhotoOrder } from '../utils/photo-order';
import { MY_LISTINGS_PATH } from './own-listing-actions';
import { PhotoPicker } from './photo-picker';
import { StatusBanner } from './status-banner';
import { useCategoryName } from '@/i18n/category-name';

type FieldName = FieldPath<ListingFieldsInput>;

/** The stored island value ("K. Malé, Kaafu") of the island list's id the form holds, or ''. */
function islandValueOf(atolls: readonly Atoll[] | undefined, id: unknown): string {
  const wanted = String(id ?? '');
  for (const atoll of atolls ?? []) {
    const island = atoll.islands.find((candidate) => String(candidate.id) === wanted);
    if (island) return island.value;
  }
  return '';
}

/** The island list's id (as the form holds it) of a stored island value, or ''. */
function islandIdOf(atolls: readonly Atoll[] | undefined, value: string): string {
  const found = atolls ? findIsland(atolls, value) : null;
  return found ? String(found.island.id) : '';
}

const FIELD_NAMES: readonly string[] = Object.keys(listingFieldsSchema.shape);

function isFieldName(path: string): path is FieldName {
  return FIELD_NAMES.includes(path);
}

/** Empty inputs become undefined, so the schema reports "required" rather than an invalid number. */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export interface SubmitListingTabProps {
  /** Called after the listing was accepted or saved (the dashboard then shows My Listings). */
  onSubmitted: () => void;
}

/**
 * The dashboard tab `submit-listing`: a new listing, or with `?edit={id}` the member's listing to edit
 * (spec 02 §2 "Edit goes to /dashboard?tab=submit-listing&edit={id}").
 */
export function SubmitListingTab({ onSubmitted }: SubmitListingTabProps) {
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit')?.trim() || null;
  if (editId) return <EditListing key={editId} listingId={editId} onSubmitted={onSubmitted} />;
  return <ListingForm onSubmitted={onSubmitted} />;
}

function EditMessage({ title, children }: { title: string; children: ReactNode }) {
  const message = useContractMessage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">
        {children}
        <Button asChild variant="outline">
          <Link to={MY_LISTINGS_PATH}>{message(OWN_LISTING_MESSAGES.backToMyListings)}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Loads the listing (owner only) and the reference lists, then shows the form filled in. */
function EditListing({ listingId, onSubmitted }: { listingId: string; onSubmitted: () => void }) {
  const { t } = useTranslation('listings');
  const message = useContractMessage();
  const { data: listing, error, isPending, refetch } = useListing(listingId);
  // The selects can only show the listing's category and island once their options exist.
  const categories = useCategories();
  const locations = useLocations();

  if (isPending || categories.isPending || locations.isPending) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('form.editTitle')}</CardTitle>
        </CardHeader>
        <CardContent role="status" aria-label={t('form.loadingListing')} className="grid gap-4">
          <Skeleton className="h-10 w-full" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-40 w-full" />
        </CardContent>
      </Card>
    );
  }
  if (isNotFoundError(error) || (listing && !listing.isOwner)) {
    return (
      <EditMessage title={message(OWN_LISTING_MESSAGES.notFoundTitle)}>
        <p className="text-muted-foreground">{message(OWN_LISTING_MESSAGES.notFound)}</p>
      </EditMessage>
    );
  }
  if (!listing) {
    return (
      <EditMessage title={message(OWN_LISTING_MESSAGES.errorLoading)}>
        <div role="alert" className="grid gap-3">
          <p className="text-muted-foreground">{message(error?.message)}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void refetch()}>
            {t('shared.tryAgain')}
          </Button>
        </div>
      </EditMessage>
    );
  }
  if (listing.status === 'Sold') {
    return (
      <EditMessage title={t('form.editTitle')}>
        <p role="status" className="font-medium">
          {message(OWNER_LISTING_MESSAGES.soldCannotBeEdited)}
        </p>
      </EditMessage>
    );
  }
  return <ListingForm listing={listing} onSubmitted={onSubmitted} />;
}

/**
 * The listing's values as the form holds them; a new listing's are blank but for the island, which starts at
 * the seller's own (issue #37 item 4l) when `homeIslandId` is known.
 */
function formValuesOf(
  listing: ListingDetail | undefined,
  homeIslandId?: string,
): DefaultValues<ListingFormValues> {
  if (!listing) {
    return {
      name: '',
      categoryId: '',
      condition: undefined,
      price: undefined,
      locationId: homeIslandId ?? '',
      description: '',
      attributes: {},
    };
  }
  return {
    name: listing.name,
    categoryId: String(listing.category.id),
    condition: listing.condition,
    price: String(listing.price),
    locationId: String(listing.location.id),
    description: listing.description,
    attributes: attributeFormValues(listing.attributes),
  };
}

/** The fields of the category `categoryId` (as the form holds it) among `categories`; [] for none chosen. */
function fieldsOfCategory(
  categories: ReadonlyArray<{ id: number; fields: readonly CategoryField[] }> | undefined,
  categoryId: unknown,
): readonly CategoryField[] {
  return categories?.find((category) => String(category.id) === String(categoryId ?? ''))?.fields ?? [];
}

/** A draft is saved this long after the last keystroke or photo change (ms). */
const DRAFT_SAVE_DELAY_MS = 400;

/** The typed values as the draft keeps them: strings, empty ones left out. */
function draftFieldsOf(values: Partial<Record<keyof ListingFieldsInput, unknown>>): ListingDraft['fields'] {
  const fields: ListingDraft['fields'] = {};
  for (const name of FIELD_NAMES) {
    const value = values[name as keyof ListingFieldsInput];
    if (value !== undefined && value !== null && String(value) !== '')
      fields[name as keyof ListingFieldsInput] = String(value);
  }
  return fields;
}

/** A new listing's draft that holds nothing typed: no photo, and no value but the island the form starts at. */
function isEmptyDraft(draft: ListingDraft, homeIslandId: string | undefined): boolean {
  const { locationId, ...typed } = draft.fields;
  return (
    Object.keys(typed).length === 0 &&
    Object.keys(draft.attributes ?? {}).length === 0 &&
    (locationId === undefined || locationId === homeIslandId) &&
    draft.photos.length === 0
  );
}

/** Whether two sets of category field values (as the form holds them) say the same. */
function sameAttributes(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** An edit's draft that changes nothing: the listing's own values and photos, in their order. */
function isUnchangedEdit(draft: ListingDraft, listing: ListingDetail): boolean {
  const own = draftFieldsOf(formValuesOf(listing));
  const names = new Set([...Object.keys(own), ...Object.keys(draft.fields)]) as Set<keyof ListingFieldsInput>;
  return (
    [...names].every((name) => own[name] === draft.fields[name]) &&
    sameAttributes(attributeFormValues(listing.attributes), draft.attributes ?? {}) &&
    draft.photos.length === 0 &&
    (draft.existingImageIds ?? []).join('|') === listing.images.map((image) => image.id).join('|')
  );
}

/**
 * The listing form, new or edit. Fields are checked with the contract's `listingFieldsSchema`, photos with
 * LISTING_MESSAGES, and everything again on the server, whose field issues land under the matching field.
 * Nothing typed or picked is lost on an error. In edit mode the current photos and new ones form one
 * ordered list, sent as `photoOrder` tokens; saving sends the listing back to review.
 */
function ListingForm({ listing, onSubmitted }: { listing?: ListingDetail; onSubmitted: () => void }) {
  const categoryName = useCategoryName();
  const { t, i18n } = useTranslation(['listings', 'common']);
  const message = useContractMessage();
  const isEdit = listing !== undefined;
  const idPrefix = useId();
  const ids = {
    name: `${idPrefix}-name`,
    categoryId: `${idPrefix}-category`,
    condition: `${idPrefix}-condition`,
    price: `${idPrefix}-price`,
    locationId: `${idPrefix}-island`,
    description: `${idPrefix}-description`,
    photos: `${idPrefix}-photos`,
  };

  const categories = useCategories();
  // Issue #39: the chosen category's fields are checked with the fields. react-hook-form takes the resolver of
  // the latest render, so one made when the list of categories arrives is the one a submit uses.
  const resolver = useMemo(
    () => listingFormResolver((categoryId) => fieldsOfCategory(categories.data, categoryId)),
    [categories.data],
  );
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver,
    defaultValues: formValuesOf(listing),
  });
  const { register, handleSubmit, setError, control, formState, getValues, resetField } = form;
  const { errors } = formState;
  const description = useWatch({ control, name: 'description' }) ?? '';

  const photos = usePhotoSelection(listing?.images);
  const chosenCategoryId = useWatch({ control, name: 'categoryId' });
  const categoryFields = fieldsOfCategory(categories.data, chosenCategoryId);
  const locations = useLocations();
  const createListing = useCreateListing();
  const updateListing = useUpdateListing();
  const photoInputRef = useRef<HTMLDivElement>(null);

  // The draft (issue #12): what was typed and the photos picked survive a reload or a dropped connection,
  // per member (and per listing for an edit), in IndexedDB. Restored once the selects have their options. An
  // edit's draft is dropped when the listing changed since (its `updatedAt`), and one that changes nothing
  // is not kept.
  const { user } = useCurrentUser();
  const draftOwner = user?.id ?? null;
  // The seller's own island (their profile's location) as the island list's id: where a new listing starts.
  const homeLocation = user?.location ?? null;
  const homeIslandId = useMemo(() => {
    const home = homeLocation && locations.data ? findIsland(locations.data, homeLocation) : null;
    return home ? String(home.island.id) : undefined;
  }, [homeLocation, locations.data]);
  // The version of the listing the form was opened on: drafts are compared with and tied to it, and a later
  // refetch of the listing (a new object) must not restore or re-save the draft.
  const [draftBase] = useState(listing);
  const draftListingId = draftBase?.id;
  const listsReady = !categories.isPending && !locations.isPending;
  const [draftLoaded, setDraftLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  const { reset } = form;
  const { restore } = photos;
  useEffect(() => {
    if (!draftOwner || !listsReady) return;
    let cancelled = false;
    void loadDraft(draftOwner, draftListingId).then((draft) => {
      if (cancelled) return;
      const stale = draftBase !== undefined && draft !== null && draft.listingUpdatedAt !== draftBase.updatedAt;
      if (stale) void clearDraft(draftOwner, draftListingId);
      else if (draft && (draftBase ? !isUnchangedEdit(draft, draftBase) : !isEmptyDraft(draft, homeIslandId))) {
        const { condition, ...typed } = draft.fields;
        const base = formValuesOf(draftBase, homeIslandId);
        reset({
          ...base,
          ...typed,
          condition: LISTING_CONDITIONS.find((c) => c === condition) ?? base.condition,
          attributes: draft.attributes ?? base.attributes,
        });
        restore(draft.photos, draftBase ? draft.existingImageIds : undefined);
        setRestored(true);
      }
      setDraftLoaded(true);
    });
    return () => {
      cancelled = true;
    };
    // homeIslandId is known once the lists are ready (and the member with them), so it does not change after.
  }, [draftOwner, draftListingId, draftBase, listsReady, reset, restore, homeIslandId]);

  // A new listing starts at the seller's island once the island list and any draft are in (a draft's own
  // island wins). Set as the field's default, so it is not a change the draft keeps or "Start over" undoes.
  useEffect(() => {
    if (isEdit || !draftLoaded || !homeIslandId || getValues('locationId')) return;
    resetField('locationId', { defaultValue: homeIslandId });
  }, [isEdit, draftLoaded, homeIslandId, getValues, resetField]);

  const values = useWatch({ control });
  // Progress steps do not change the draft: only a photo added, shrunk, uploaded or removed does.
  const photosKey = photos.photos
    .map((p) => (p.kind === 'new' ? `${p.id}:${p.compressed ? 1 : 0}:${p.uploadId ?? ''}` : p.id))
    .join('|');
  const latestPhotos = useRef(photos.photos);
  const latestCategoryFields = useRef(categoryFields);
  useEffect(() => {
    latestCategoryFields.current = categoryFields;
  }, [categoryFields]);
  useEffect(() => {
    latestPhotos.current = photos.photos;
  }, [photos.photos]);
  // Typing is saved after a pause; a photo's change (an upload finished) at once, so a tab killed right after
  // an upload does not send that photo again.
  const savedPhotosKey = useRef(photosKey);
  useEffect(() => {
    if (!draftOwner || !draftLoaded) return;
    const photosChanged = savedPhotosKey.current !== photosKey;
    savedPhotosKey.current = photosKey;
    const timer = setTimeout(
      () => {
        const picked = latestPhotos.current.filter((p) => p.kind === 'new');
        void Promise.all(
          picked.map(async (p) => ({
            name: p.name,
            bytes: await p.file.arrayBuffer(),
            type: p.file.type,
            compressed: p.compressed,
            uploadId: p.uploadId,
            expiresAt: p.expiresAt,
          })),
        ).then((saved) => {
          const draft: ListingDraft = {
            fields: draftFieldsOf(values),
            attributes: attributesOfFields(values.attributes, latestCategoryFields.current),
            photos: saved,
            savedAt: Date.now(),
            ...(draftBase
              ? {
                  listingUpdatedAt: draftBase.updatedAt,
                  existingImageIds: latestPhotos.current.flatMap((p) => (p.kind === 'existing' ? [p.imageId] : [])),
                }
              : {}),
          };
          const nothingToKeep = draftBase ? isUnchangedEdit(draft, draftBase) : isEmptyDraft(draft, homeIslandId);
          return nothingToKeep
            ? clearDraft(draftOwner, draftListingId)
            : saveDraft(draftOwner, draft, draftListingId);
        });
      },
      photosChanged ? 0 : DRAFT_SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [values, photosKey, draftOwner, draftListingId, draftBase, draftLoaded, homeIslandId]);

  const startOver = () => {
    if (draftOwner) void clearDraft(draftOwner, draftListingId);
    reset(formValuesOf(listing, homeIslandId));
    photos.clear({ discard: true });
    setRestored(false);
  };

  useEffect(() => {
    if (categories.error)
      toast({
        title: translateContractMessage(i18n, BROWSE_MESSAGES.categoriesFailed),
        description: translateContractMessage(i18n, categories.error.message),
        variant: 'destructive',
      });
  }, [categories.error, i18n]);
  useEffect(() => {
    if (locations.error)
      toast({
        title: translateContractMessage(i18n, BROWSE_MESSAGES.locationsFailed),
        description: translateContractMessage(i18n, locations.error.message),
        variant: 'destructive',
      });
  }, [locations.error, i18n]);

  const focusPhotos = () =>
    photoInputRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();

  /** Puts the server's field issues under their fields; returns whether any landed. */
  const showServerIssues = (error: ApiError): boolean => {
    let shown = false;
    let focused = false;
    if (error.status === 413) {
      photos.setError(LISTING_MESSAGES.imageTooLarge);
      shown = true;
    }
    for (const issue of error.issues) {
      const field = issue.path.split('.')[0] ?? '';
      if (field === 'images') {
        photos.setError(issue.message);
        shown = true;
      } else if (field === 'attributes' && issue.path.split('.')[1]) {
        // Issue #39: a category field's value, under its input.
        const name = issue.path as `attributes.${string}`;
        setError(name, { type: 'server', message: issue.message }, { shouldFocus: !focused });
        focused = true;
        shown = true;
      } else if (isFieldName(field)) {
        setError(field, { type: 'server', message: issue.message }, { shouldFocus: !focused });
        focused = true;
        shown = true;
      }
    }
    return shown;
  };

  const submitValid = async ({ attributes, ...fields }: ListingFormOutput) => {
    const photoOrder = buildPhotoOrder(photos.photos);
    try {
      if (listing) await updateListing.mutateAsync({ id: listing.id, fields, attributes, photoOrder });
      else await createListing.mutateAsync({ fields, attributes, photoOrder });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError) showServerIssues(apiError);
      toast({
        title: message(LISTING_MESSAGES.submitFailed),
        description: message(apiError?.message ?? (error instanceof Error ? error.message : undefined)),
        variant: 'destructive',
      });
      return;
    }
    if (isEdit) {
      if (draftOwner) await clearDraft(draftOwner, draftListingId);
      toast({
        title: message(OWNER_LISTING_MESSAGES.updated),
        description: message(OWNER_LISTING_MESSAGES.updatedText),
        variant: 'success',
      });
    } else {
      toast({
        title: message(LISTING_MESSAGES.submitted),
        description: message(LISTING_MESSAGES.submittedText),
        variant: 'success',
      });
      if (draftOwner) await clearDraft(draftOwner);
      setRestored(false);
      form.reset(formValuesOf(undefined));
      photos.clear();
    }
    onSubmitted();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Check the photos on every submit, so an empty form shows all of its problems at once.
    const photosOk = photos.validate();
    void handleSubmit(async (fields) => {
      if (!photosOk) {
        focusPhotos();
        return;
      }
      await submitValid(fields);
    })(event);
  };

  const submitting = createListing.isPending || updateListing.isPending || formState.isSubmitting;
  // Each control's react-hook-form props (named here: the field names are not texts a reader sees).
  const fieldProps = {
    name: register('name'),
    categoryId: register('categoryId', { setValueAs: emptyToUndefined }),
    condition: register('condition', { setValueAs: emptyToUndefined }),
    price: register('price', { setValueAs: emptyToUndefined }),
    description: register('description'),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{isEdit ? t('form.editTitle') : t('form.submitTitle')}</CardTitle>
        <CardDescription>
          {isEdit
            ? `${listing.item_display_id} · ${t(`common:listingStatus.${listing.status}`)}`
            : t('form.reviewNotice')}
        </CardDescription>
        {restored ? (
          <div
            role="status"
            className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-md border border-primary/30 bg-accent p-3 text-sm"
          >
            <p className="flex items-start gap-2">
              <History className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {message(UPLOAD_MESSAGES.draftRestored)}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={startOver}>
              {message(UPLOAD_MESSAGES.discardDraft)}
            </Button>
          </div>
        ) : null}
        {isEdit ? (
          <StatusBanner tone="waiting" icon={Info} role="note" className="mt-2">
            <p>{t('form.editNotice')}</p>
          </StatusBanner>
        ) : null}
        {isEdit && listing.status === 'Rejected' && listing.rejectionReason ? (
          <StatusBanner tone="refused" icon={AlertTriangle} role="note">
            <p className="whitespace-pre-line break-words">
              <span className="font-semibold">{t('shared.rejectionReasonLabel')}</span>{' '}
              <span dir="auto">{listing.rejectionReason}</span>
            </p>
          </StatusBanner>
        ) : null}
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={submitting}>
          <FormField id={ids.name} label={t('form.name')} error={message(errors.name?.message)}>
            {(a11y) => (
              <Input
                {...a11y}
                dir="auto"
                autoComplete="off"
                placeholder={t('form.namePlaceholder')}
                {...fieldProps.name}
              />
            )}
          </FormField>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={ids.categoryId} label={t('form.category')} error={message(errors.categoryId?.message)}>
              {(a11y) => (
                <NativeSelect
                  {...a11y}
                  disabled={categories.isPending}
                  {...fieldProps.categoryId}
                >
                  <option value="">
                    {categories.isPending ? t('form.loadingCategories') : t('form.selectCategory')}
                  </option>
                  {categories.data?.map((category) => (
                    <option key={category.id} value={category.id}>
                      {categoryName(category.name)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>

            <FormField id={ids.condition} label={t('form.condition')} error={message(errors.condition?.message)}>
              {(a11y) => (
                <NativeSelect {...a11y} {...fieldProps.condition}>
                  <option value="">{t('form.selectCondition')}</option>
                  {LISTING_CONDITIONS.map((condition) => (
                    <option key={condition} value={condition}>
                      {t(`common:condition.${condition}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>

          <CategoryFieldInputs
            fields={categoryFields}
            register={register}
            errors={errors.attributes}
            idPrefix={idPrefix}
          />

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={ids.price}
              label={t('form.price', { currency: CURRENCY_LABEL })}
              error={message(errors.price?.message)}
            >
              {(a11y) => (
                <div className="relative">
                  <span
                    className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-sm font-medium text-muted-foreground"
                    aria-hidden="true"
                  >
                    {CURRENCY_LABEL}
                  </span>
                  <Input
                    {...a11y}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    placeholder="0"
                    className="ps-14"
                    {...fieldProps.price}
                  />
                </div>
              )}
            </FormField>

            <FormField id={ids.locationId} label={t('form.island')} error={message(errors.locationId?.message)}>
              {(a11y) => (
                // Issue #37 item 4l: the searchable picker of sign-up ("male", "addu", Thaana), not a list of 190.
                // The form holds the island's id; the picker speaks in the stored island values.
                <Controller
                  control={control}
                  name="locationId"
                  render={({ field }) => (
                    <LocationCombobox
                      {...a11y}
                      ref={field.ref}
                      value={islandValueOf(locations.data, field.value)}
                      onChange={(value) => field.onChange(islandIdOf(locations.data, value))}
                      onBlur={field.onBlur}
                      disabled={locations.isPending}
                    />
                  )}
                />
              )}
            </FormField>
          </div>

          <FormField
            id={ids.description}
            label={t('form.description')}
            error={message(errors.description?.message)}
            hint={t('form.descriptionCount', {
              length: formatNumber(description.length),
              max: formatNumber(LISTING_DESCRIPTION_MAX_LENGTH),
            })}
            hintClassName={
              description.length > LISTING_DESCRIPTION_MAX_LENGTH
                ? 'text-end font-medium text-destructive'
                : 'text-end'
            }
          >
            {(a11y) => (
              <Textarea
                {...a11y}
                rows={6}
                dir="auto"
                placeholder={t('form.descriptionPlaceholder')}
                {...fieldProps.description}
              />
            )}
          </FormField>

          <div ref={photoInputRef}>
            <PhotoPicker
              id={ids.photos}
              photos={photos.photos}
              error={photos.error}
              disabled={submitting}
              onAdd={photos.add}
              onRemove={photos.remove}
              onRetry={photos.retry}
              onMove={photos.move}
              onMakeCover={photos.makeCover}
            />
          </div>

          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
            {isEdit ? (
              <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
                <Link to={`/dashboard/my-listings/${encodeURIComponent(listing.id)}`}>{t('form.cancel')}</Link>
              </Button>
            ) : null}
            <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
              {submitting ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden="true" />
                  {isEdit ? t('form.saving') : t('form.submitting')}
                </>
              ) : isEdit ? (
                t('form.save')
              ) : (
                t('form.submit')
              )}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
