import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/features/auth';
import { queryClient } from '@/lib/query-client';

/** App-wide context: data cache, tooltips, the session and the toast outlet. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AuthProvider>
          {children}
          <DeferredToaster />
        </AuthProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
