import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The saved-items tab until saving is built: nothing saved yet, and the way to find things. */
export function SavedListingsEmpty() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved Items</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary">
          <Heart aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="font-medium">You have no saved items.</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Items you save while browsing the marketplace will appear here.
        </p>
        <Button asChild>
          <Link to="/marketplace">Browse Marketplace</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
