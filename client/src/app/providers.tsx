import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { queryClient } from '@/lib/query-client';

/**
 * App-wide context: data cache, the session and the toast outlet. The tooltip provider is not
 * here: Radix tooltip brings floating-ui (~10 KB gzipped) into the entry, so screens that show
 * tooltips wrap themselves in `TooltipProvider` (components/ui/tooltip.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
