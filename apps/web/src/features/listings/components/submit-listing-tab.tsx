import { zodResolver } from '@hookform/resolvers/zod';
import {
  BROWSE_MESSAGES,
  CONDITION_LABELS,
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_MESSAGES,
  listingFieldsSchema,
  type ListingFields,
  type ListingFieldsInput,
} from '@marketplace/contract/listings';
import { CURRENCY_LABEL } from '@marketplace/contract/site';
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useCreateListing } from '../api/create-listing';
import { useCategories } from '../api/get-categories';
import { useLocations } from '../api/get-locations';
import { usePhotoSelection } from '../hooks/use-photo-selection';
import { PhotoPicker } from './photo-picker';

type FieldName = FieldPath<ListingFieldsInput>;
const FIELD_NAMES: readonly string[] = Object.keys(listingFieldsSchema.shape);

function isFieldName(path: string): path is FieldName {
  return FIELD_NAMES.includes(path);
}

/** Empty inputs become undefined, so the schema reports "required" rather than an invalid number. */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes tying a control to its error text. */
function errorAria(id: string, error: string | undefined, extra?: string) {
  const describedBy = [extra, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

export interface SubmitListingTabProps {
  /** Called after the listing was accepted (the dashboard then shows My Listings). */
  onSubmitted: () => void;
}

/**
 * The seller's submit-listing form (dashboard tab `submit-listing`; the spec leaves its content open).
 * Fields are checked with the contract's `listingFieldsSchema`, photos with LISTING_MESSAGES, and everything
 * again on the server, whose field issues land under the matching field. Nothing typed or picked is lost on
 * an error.
 */
export function SubmitListingTab({ onSubmitted }: SubmitListingTabProps) {
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

  const form = useForm<ListingFieldsInput, unknown, ListingFields>({
    resolver: zodResolver(listingFieldsSchema),
    defaultValues: {
      name: '',
      categoryId: '',
      condition: undefined,
      price: undefined,
      locationId: '',
      description: '',
    },
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors } = formState;
  const description = useWatch({ control, name: 'description' }) ?? '';

  const photos = usePhotoSelection();
  const categories = useCategories();
  const locations = useLocations();
  const createListing = useCreateListing();
  const photoInputRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (categories.error)
      toast({
        title: BROWSE_MESSAGES.categoriesFailed,
        description: categories.error.message,
        variant: 'destructive',
      });
  }, [categories.error]);
  useEffect(() => {
    if (locations.error)
      toast({
        title: BROWSE_MESSAGES.locationsFailed,
        description: locations.error.message,
        variant: 'destructive',
      });
  }, [locations.error]);

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
      } else if (isFieldName(field)) {
        setError(field, { type: 'server', message: issue.message }, { shouldFocus: !focused });
        focused = true;
        shown = true;
      }
    }
    return shown;
  };

  const submitValid = async (fields: ListingFields) => {
    try {
      await createListing.mutateAsync({ fields, images: photos.photos.map((p) => p.file) });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError) showServerIssues(apiError);
      toast({
        title: LISTING_MESSAGES.submitFailed,
        description: apiError?.message ?? (error instanceof Error ? error.message : undefined),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: LISTING_MESSAGES.submitted,
      description: LISTING_MESSAGES.submittedText,
      variant: 'success',
    });
    form.reset();
    photos.clear();
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

  const submitting = createListing.isPending || formState.isSubmitting;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Submit a Listing</CardTitle>
        <CardDescription>
          Every listing is reviewed by our team before it goes live, usually within 24–48 hours.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={submitting}>
          <Field id={ids.name} label="Listing name" error={errors.name?.message}>
            <Input
              id={ids.name}
              autoComplete="off"
              placeholder="e.g. Vintage rattan chair"
              {...errorAria(ids.name, errors.name?.message)}
              {...register('name')}
            />
          </Field>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={ids.categoryId} label="Category" error={errors.categoryId?.message}>
              <NativeSelect
                id={ids.categoryId}
                disabled={categories.isPending}
                {...errorAria(ids.categoryId, errors.categoryId?.message)}
                {...register('categoryId', { setValueAs: emptyToUndefined })}
              >
                <option value="">{categories.isPending ? 'Loading categories…' : 'Select a category'}</option>
                {categories.data?.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>

            <Field id={ids.condition} label="Condition" error={errors.condition?.message}>
              <NativeSelect
                id={ids.condition}
                {...errorAria(ids.condition, errors.condition?.message)}
                {...register('condition', { setValueAs: emptyToUndefined })}
              >
                <option value="">Select the condition</option>
                {LISTING_CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {CONDITION_LABELS[condition]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={ids.price} label={`Price (${CURRENCY_LABEL})`} error={errors.price?.message}>
              <div className="relative">
                <span
                  className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm font-medium text-muted-foreground"
                  aria-hidden="true"
                >
                  {CURRENCY_LABEL}
                </span>
                <Input
                  id={ids.price}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  placeholder="0"
                  className="pl-14"
                  {...errorAria(ids.price, errors.price?.message)}
                  {...register('price', { setValueAs: emptyToUndefined })}
                />
              </div>
            </Field>

            <Field id={ids.locationId} label="Island" error={errors.locationId?.message}>
              <NativeSelect
                id={ids.locationId}
                disabled={locations.isPending}
                {...errorAria(ids.locationId, errors.locationId?.message)}
                {...register('locationId', { setValueAs: emptyToUndefined })}
              >
                <option value="">{locations.isPending ? 'Loading islands…' : 'Select an island'}</option>
                {locations.data?.map((atoll) => (
                  <optgroup key={atoll.code} label={atoll.label}>
                    {atoll.islands.map((island) => (
                      <option key={island.id} value={island.id}>
                        {island.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect>
            </Field>
          </div>

          <Field
            id={ids.description}
            label="Description"
            error={errors.description?.message}
            hint={
              <p
                id={`${ids.description}-count`}
                className={
                  description.length > LISTING_DESCRIPTION_MAX_LENGTH
                    ? 'text-right text-xs font-medium text-destructive'
                    : 'text-right text-xs text-muted-foreground'
                }
              >
                {description.length.toLocaleString('en-US')} /{' '}
                {LISTING_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters
              </p>
            }
          >
            <Textarea
              id={ids.description}
              rows={6}
              placeholder="Describe the item: brand, size, age, any wear or faults, and how to collect it."
              {...errorAria(ids.description, errors.description?.message, `${ids.description}-count`)}
              {...register('description')}
            />
          </Field>

          <div ref={photoInputRef}>
            <PhotoPicker
              id={ids.photos}
              photos={photos.photos}
              error={photos.error}
              disabled={submitting}
              onAdd={photos.add}
              onRemove={photos.remove}
              onMove={photos.move}
            />
          </div>

          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
            <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
              {submitting ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden="true" />
                  Submitting listing…
                </>
              ) : (
                'Submit Listing'
              )}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
