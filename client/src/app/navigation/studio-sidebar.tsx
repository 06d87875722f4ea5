import { StudioNavList } from './studio-nav-list';

export const STUDIO_SIDEBAR_ID = 'studio-sidebar';

/** Wide screens: the navigation as a column beside the screen, hidden while collapsed. */
export function StudioSidebar({ isAdmin, collapsed }: { isAdmin: boolean; collapsed: boolean }) {
  return (
    <div
      id={STUDIO_SIDEBAR_ID}
      hidden={collapsed}
      data-testid="studio-sidebar"
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-r border-border bg-surface px-2 py-5 lg:block"
    >
      <StudioNavList isAdmin={isAdmin} />
    </div>
  );
}
