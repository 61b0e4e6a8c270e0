// One way a screen shows a list it reads from the server: placeholders while it loads, the error
// with a retry, a note when it is empty, else the list. It renders the error presenter
// (ErrorMessage, which knows the wire), so it sits beside it rather than among the ui/ primitives.
import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { EmptyNote } from './ui/EmptyNote';

/** The part of a react-query result this block reads. */
export interface QueryBlockState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryBlockProps<T> {
  query: QueryBlockState<T>;
  /** Shown while the first answer is on its way (a SkeletonList). */
  pending: ReactNode;
  isEmpty: (data: T) => boolean;
  /** What an empty answer says. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryBlock<T>({ query, pending, isEmpty, empty, children }: QueryBlockProps<T>) {
  if (query.isError) {
    return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || query.data === undefined) {
    return <>{pending}</>;
  }
  if (isEmpty(query.data)) {
    return <EmptyNote>{empty}</EmptyNote>;
  }
  return <>{children(query.data)}</>;
}
