import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The next page of a keyset-paginated list, on request. */
export function ShowMore({ list }: { list: Pages }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" size="sm" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage && <Spinner />} Show more
      </Button>
    </div>
  );
}
