import { SidebarIcon } from '@/components/ui/icons';
import { STUDIO_NAV_COPY } from '@/content/studio-nav-copy';
import { STUDIO_SIDEBAR_ID } from './studio-sidebar';

/** Wide screens: shows or hides the navigation column; the button says which it will do. */
export function NavCollapseButton({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-controls={STUDIO_SIDEBAR_ID}
      aria-expanded={!collapsed}
      aria-label={collapsed ? STUDIO_NAV_COPY.expand : STUDIO_NAV_COPY.collapse}
      title={collapsed ? STUDIO_NAV_COPY.expand : STUDIO_NAV_COPY.collapse}
      onClick={onToggle}
      data-testid="studio-nav-toggle"
      className="hidden size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-surface-muted lg:inline-flex"
    >
      <SidebarIcon className="size-5" />
    </button>
  );
}
