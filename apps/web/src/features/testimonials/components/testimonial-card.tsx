import { TESTIMONIAL_FORMER_MEMBER, type Testimonial } from '@marketplace/contract/testimonials';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Quote } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useFormatters, type Formatters } from '@/i18n/format';
import { cn } from '@/lib/utils';
import { StarRatingDisplay } from './star-rating';

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

function postedOn(iso: string, formatDate: Formatters['date']): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, 'd MMM yyyy');
}

/**
 * One approved testimonial: stars, the text (as plain text), what it was about, and who wrote it, "Anonymous",
 * or "Former member" (the author deleted their account: no face, no initials).
 */
export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  const formatters = useFormatters();
  const anonymous = testimonial.is_anonymous || !testimonial.name;
  const formerMember = !anonymous && testimonial.name === TESTIMONIAL_FORMER_MEMBER;
  const faceless = anonymous || formerMember;
  const name = anonymous
    ? t('testimonials.anonymous')
    : formerMember
      ? t('testimonials.formerMember')
      : testimonial.name!;
  return (
    <article className={cn('flex h-full flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm', className)}>
      <div className="flex items-center justify-between gap-2">
        <StarRatingDisplay rating={testimonial.rating} />
        <Quote aria-hidden="true" className="h-5 w-5 text-primary/30" />
      </div>
      <blockquote dir="auto" className="flex-1 whitespace-pre-line break-words text-sm leading-relaxed">
        {testimonial.content}
      </blockquote>
      {testimonial.item_focus ? (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{t('testimonials.about')}</span>{' '}
          <span dir="auto">{testimonial.item_focus}</span>
        </p>
      ) : null}
      <footer className="flex items-center gap-3 border-t pt-3">
        <Avatar className="h-9 w-9">
          {!faceless && testimonial.avatar_url ? <AvatarImage src={testimonial.avatar_url} alt="" /> : null}
          <AvatarFallback className={faceless ? 'bg-muted text-muted-foreground' : undefined}>
            {faceless ? '?' : initialsOf(name)}
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p dir="auto" className="truncate text-sm font-semibold">
            {name}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={testimonial.created_at}>{postedOn(testimonial.created_at, formatters.date)}</time>
          </p>
        </div>
      </footer>
    </article>
  );
}
