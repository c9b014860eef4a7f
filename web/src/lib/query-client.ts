// The TanStack Query client shared by the app: no retries for answers the server meant (4xx), and
// the spec's rule that a failed action shows an error toast built from the server's error.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The form shows this mutation's errors itself (e.g. sign-in's inline alert). */
      inlineErrors?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.inlineErrors) toast.error(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
