import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { MenuIcon } from '@/components/ui/icons';
import { Wordmark } from '@/components/ui/logo';
import { STUDIO_NAV_COPY } from '@/content/studio-nav-copy';
import { StudioNavList } from './studio-nav-list';

type StudioNavDrawerProps = { isAdmin: boolean; footer?: ReactNode };

/** Phones and tablets: the navigation behind a menu button, in a drawer that traps focus. */
export function StudioNavDrawer({ isAdmin, footer }: StudioNavDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={STUDIO_NAV_COPY.openMenu}
        data-testid="studio-menu-button"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-surface-muted lg:hidden"
      >
        <MenuIcon className="size-6" />
      </DialogTrigger>
      <DialogContent side="left" closeLabel={STUDIO_NAV_COPY.closeMenu} aria-describedby={undefined} data-testid="studio-nav-drawer">
        <div className="flex h-16 shrink-0 items-center border-b border-border px-4">
          <DialogTitle className="sr-only">{STUDIO_NAV_COPY.menuTitle}</DialogTitle>
          <Wordmark />
        </div>
        <StudioNavList isAdmin={isAdmin} onNavigate={() => setOpen(false)} className="px-2 py-4" />
        {footer ? <div className="mt-auto grid gap-3 border-t border-border p-4">{footer}</div> : null}
      </DialogContent>
    </Dialog>
  );
}
