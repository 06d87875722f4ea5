import { NAV_COPY } from '@/content/landing-copy';
import { HelpMenu } from './help-menu';
import { SessionLinks } from './session-links';

/** Header of the help, legal and notice pages: Help menu, Login and the session's primary button. */
export function SimpleNav() {
  return (
    <nav aria-label={NAV_COPY.label} className="flex items-center gap-1">
      {/* Narrow phones keep only the session buttons, so the header never overflows the screen. */}
      <div className="hidden sm:block">
        <HelpMenu />
      </div>
      <SessionLinks />
    </nav>
  );
}
