import { useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { NAV_COPY } from '@/content/landing-copy';
import { HelpMenu } from './help-menu';
import { SessionLinks } from './session-links';

const scrollLinkClass = 'rounded-control px-3 py-2 text-sm font-medium text-ink-muted hover:text-ink';

function ScrollLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <a href="#pricing" className={scrollLinkClass} onClick={onNavigate}>
        {NAV_COPY.pricing}
      </a>
      <a href="#features" className={scrollLinkClass} onClick={onNavigate}>
        {NAV_COPY.features}
      </a>
    </>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** The landing's nav: scroll links, Help menu, Login and the primary button; a mobile menu mirrors it. */
export function LandingNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <nav aria-label={NAV_COPY.label} className="hidden items-center gap-1 md:flex">
        <ScrollLinks />
        <HelpMenu />
        <SessionLinks />
      </nav>
      <button
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-control text-ink md:hidden"
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        aria-label={menuOpen ? NAV_COPY.closeMenu : NAV_COPY.openMenu}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon />}
      </button>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={NAV_COPY.label}
          className="absolute inset-x-0 top-16 grid gap-1 border-b border-border bg-surface p-4 shadow-elevated md:hidden"
        >
          <ScrollLinks onNavigate={() => setMenuOpen(false)} />
          <HelpMenu />
          <SessionLinks stacked />
        </nav>
      )}
    </>
  );
}
