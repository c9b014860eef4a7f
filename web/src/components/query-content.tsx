// The loading / error / ready states of one query, drawn the same way everywhere: a skeleton of
// the content's height while loading, the server's message on failure, the content when ready.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';

export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
}

export function QueryContent<T>(props: {
  query: QueryLike<T>;
  skeletonHeight: number;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isError) return <Alert severity="error">{query.error?.message}</Alert>;
  if (query.data === undefined) return <Skeleton variant="rounded" height={props.skeletonHeight} />;
  return <>{props.children(query.data)}</>;
}
