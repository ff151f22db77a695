import { useParams } from 'react-router';
import { ItemDetailPage } from '@/features/listings/components/item-detail-page';

/** /item/:itemId (spec 02 §2). Keyed by id so moving between items starts fresh (gallery, Read More). */
export function Component() {
  const { itemId = '' } = useParams();
  return <ItemDetailPage key={itemId} itemId={itemId} />;
}
