import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/ui/site-footer';
import { ShellLayout } from './shell-layout';

/** Marketing, legal and sign-in screens: open to everyone. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <ShellLayout homeHref="/" footer={<SiteFooter />}>
      {children}
    </ShellLayout>
  );
}
