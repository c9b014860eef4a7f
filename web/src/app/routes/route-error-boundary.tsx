// The router's error element: any error thrown while rendering or loading a route.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';

export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorFallback />;
}
