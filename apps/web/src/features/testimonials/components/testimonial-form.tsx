import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import {
  TESTIMONIAL_ITEM_FOCUS_MAX_LENGTH,
  TESTIMONIAL_MAX_LENGTH,
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_MIN_LENGTH,
  testimonialInputSchema,
  type TestimonialInput,
} from '@marketplace/contract/testimonials';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useSubmitTestimonial } from '../api/submit-testimonial';
import { StarRatingInput } from './star-rating';

type TestimonialData = z.output<typeof testimonialInputSchema>;

const EMPTY: TestimonialInput = { rating: 0, content: '', itemFocus: '', isAnonymous: false };

/** Spec 01 §5 toasts for a form that does not pass the schema (the first problem is the one shown). */
function invalidToast(errors: FieldErrors<TestimonialInput>, message: (text: string) => string) {
  if (errors.rating) {
    toast({
      title: message(TESTIMONIAL_MESSAGES.missingRatingTitle),
      description: message(TESTIMONIAL_MESSAGES.missingRating),
      variant: 'destructive',
    });
    return;
  }
  if (errors.content) {
    const tooLong = errors.content.message === TESTIMONIAL_MESSAGES.tooLong;
    toast({
      title: message(tooLong ? TESTIMONIAL_MESSAGES.tooLongTitle : TESTIMONIAL_MESSAGES.tooShortTitle),
      description: message(tooLong ? TESTIMONIAL_MESSAGES.tooLong : TESTIMONIAL_MESSAGES.tooShort),
      variant: 'destructive',
    });
  }
}

/**
 * The member's testimonial form (spec 01 §3, §5, §8): a 1–5 star rating, the text (20–1000 characters, with
 * a counter that turns amber below the minimum), an optional item focus (≤ 100, empty sent as null) and
 * "Post anonymously". The button stays disabled while submitting, with no rating or with the text out of
 * range. It is created pending, so success thanks the member and clears the form.
 */
export function TestimonialForm() {
  const uid = useId();
  const submit = useSubmitTestimonial();
  const { t } = useTranslation('reviews');
  const message = useContractMessage();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialInput, unknown, TestimonialData>({
    resolver: zodResolver(testimonialInputSchema),
    defaultValues: EMPTY,
  });
  const rating = useWatch({ control, name: 'rating' });
  const content = useWatch({ control, name: 'content' });
  const length = content.trim().length;
  const tooShort = length < TESTIMONIAL_MIN_LENGTH;
  const tooLong = length > TESTIMONIAL_MAX_LENGTH;
  const disabled = isSubmitting || !rating || tooShort || tooLong;

  async function onValid(data: TestimonialData) {
    try {
      await submit.mutateAsync(data);
      toast({
        title: message(TESTIMONIAL_MESSAGES.submittedTitle),
        description: message(TESTIMONIAL_MESSAGES.submitted),
        variant: 'success',
      });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast({
          title: message(TESTIMONIAL_MESSAGES.notAuthenticatedTitle),
          description: message(TESTIMONIAL_MESSAGES.notAuthenticated),
          variant: 'destructive',
        });
        return;
      }
      const reason = error instanceof Error ? error.message : '';
      toast({
        title: message(TESTIMONIAL_MESSAGES.submitFailedTitle),
        description: message(
          reason && reason !== GENERIC_ERROR_MESSAGE ? reason : TESTIMONIAL_MESSAGES.submitFailed,
        ),
        variant: 'destructive',
      });
    }
  }

  const contentField = register('content');
  const itemFocusField = register('itemFocus');
  const contentId = `${uid}-content`;
  const itemFocusId = `${uid}-item-focus`;
  const anonymousId = `${uid}-anonymous`;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, (invalid) => invalidToast(invalid, message))} className="grid gap-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={isSubmitting}
            describedBy={`${uid}-rating-hint`}
          />
        )}
      />
      <p id={`${uid}-rating-hint`} className="-mt-3 text-xs text-muted-foreground">
        {rating ? t('testimonials.pickedStars', { rating }) : t('testimonials.pickStars')}
      </p>

      <div className="grid gap-2">
        <Label htmlFor={contentId}>{t('testimonials.experienceLabel')}</Label>
        <Textarea
          id={contentId}
          rows={5}
          aria-invalid={Boolean(errors.content)}
          aria-describedby={`${contentId}-counter${errors.content ? ` ${contentId}-error` : ''}`}
          dir="auto"
          placeholder={t('testimonials.experiencePlaceholder')}
          {...contentField}
        />
        <div className="flex justify-between gap-3 text-xs">
          <span className="text-muted-foreground">
            {t('testimonials.characters', { min: TESTIMONIAL_MIN_LENGTH, max: TESTIMONIAL_MAX_LENGTH })}
          </span>
          <span
            id={`${contentId}-counter`}
            data-testid="content-counter"
            className={cn(
              'tabular-nums',
              tooShort
                ? 'font-medium text-amber-700'
                : tooLong
                  ? 'font-medium text-destructive'
                  : 'text-muted-foreground',
            )}
          >
            {length}/{TESTIMONIAL_MAX_LENGTH}
          </span>
        </div>
        {errors.content ? (
          <p id={`${contentId}-error`} className="text-sm font-medium text-destructive">
            {message(errors.content.message)}
          </p>
        ) : null}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={itemFocusId}>
          {t('testimonials.itemFocusLabel')}{' '}
          <span className="font-normal text-muted-foreground">{t('testimonials.optional')}</span>
        </Label>
        <Input
          id={itemFocusId}
          maxLength={TESTIMONIAL_ITEM_FOCUS_MAX_LENGTH}
          dir="auto"
          placeholder={t('testimonials.itemFocusPlaceholder')}
          aria-invalid={Boolean(errors.itemFocus)}
          aria-describedby={errors.itemFocus ? `${itemFocusId}-error` : undefined}
          {...itemFocusField}
        />
        {errors.itemFocus ? (
          <p id={`${itemFocusId}-error`} className="text-sm font-medium text-destructive">
            {message(errors.itemFocus.message)}
          </p>
        ) : null}
      </div>

      <Controller
        control={control}
        name="isAnonymous"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id={anonymousId}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <label htmlFor={anonymousId} className="text-sm">
              {t('testimonials.postAnonymously')}
            </label>
          </div>
        )}
      />

      <Button type="submit" disabled={disabled} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {isSubmitting ? t('testimonials.submitting') : t('testimonials.submit')}
      </Button>
    </form>
  );
}
