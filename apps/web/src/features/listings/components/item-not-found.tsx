import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** A not-found view with one way onward (spec 02 §2: the item page and the own-listing page). */
export function ItemNotFound({
  title,
  text,
  linkLabel,
  linkTo,
}: {
  title: string;
  text: string;
  linkLabel: string;
  linkTo: string;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <PackageSearch className="h-14 w-14 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={linkTo}>{linkLabel}</Link>
      </Button>
    </div>
  );
}
