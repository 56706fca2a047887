import { useEffect } from 'react';
import { totalNew, useCounts } from './counts';

/** The tab's title: the page, the back office, and the number of new submissions in front. */
export function usePageTitle(title: string) {
  const { data: counts } = useCounts();
  const fresh = totalNew(counts);
  useEffect(() => {
    document.title = `${fresh > 0 ? `(${fresh}) ` : ''}${title} · Back office`;
  }, [fresh, title]);
}
