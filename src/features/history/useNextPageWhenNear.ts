import { useEffect } from 'react';

/** Ask for the next page while this many rows are still below the last one shown. */
const PREFETCH_ROWS = 15;

/** Loads the next page once the last row drawn comes within PREFETCH_ROWS of the end. */
export function useNextPageWhenNear(options: {
  lastShownIndex: number;
  rowCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
}) {
  const {
    lastShownIndex,
    rowCount,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  } = options;
  useEffect(() => {
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError &&
      lastShownIndex >= rowCount - PREFETCH_ROWS
    ) {
      // A call while a page is on its way is ignored, not restarted (no duplicate request).
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    lastShownIndex,
    rowCount,
    fetchNextPage,
  ]);
}
