// App-wide providers: server state, the Firebase session, the firm theme and toasts.
import { useCallback, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/toaster';
import { AuthStateProvider } from '@/lib/auth-state';
import { queryClient } from '@/lib/query-client';
import { FirmThemeProvider } from '@/features/firm/components/firm-theme-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  // Another user's cached answers must never survive a sign-out.
  const clearCache = useCallback(() => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider onSignedOut={clearCache}>
        <FirmThemeProvider>
          <ErrorBoundary>{children}</ErrorBoundary>
          <Toaster />
        </FirmThemeProvider>
      </AuthStateProvider>
    </QueryClientProvider>
  );
}
