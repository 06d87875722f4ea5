// The studio's navigation (issue 31): every signed-in screen of the spec (section 2), grouped by what
// a creator does. Each screen is one item, so any of them is one click from the open navigation:
// on a phone, the menu button and the item make two clicks from anywhere.
import type { AdminRoute, ProtectedRoute } from '@common/routes';

export type StudioNavItem = { href: ProtectedRoute | AdminRoute; label: string };
export type StudioNavGroup = { id: 'create' | 'learn' | 'grow' | 'account' | 'admin'; label: string; items: readonly StudioNavItem[] };

export const STUDIO_NAV_GROUPS: readonly StudioNavGroup[] = [
  {
    id: 'create',
    label: 'Create',
    items: [
      { href: '/dashboard', label: 'Dashboard' },
      { href: '/video-maker', label: 'Video Maker' },
      { href: '/batches', label: 'CSV Batches' },
      { href: '/hooks', label: 'Hooks' },
      { href: '/script-templates', label: 'Script Templates' },
      { href: '/prompts', label: 'Prompts' },
      { href: '/thumbnails', label: 'Thumbnails' },
      { href: '/voice-library', label: 'Voice Library' },
    ],
  },
  {
    id: 'learn',
    label: 'Learn',
    items: [
      { href: '/learning', label: 'Learning' },
      { href: '/cosmic-engine', label: 'Creative Intelligence' },
      { href: '/cosmic-entertainment', label: 'Cosmic Entertainment' },
      { href: '/skit-studio', label: 'Skit Studio' },
      { href: '/temporal-engine', label: 'Temporal Engine' },
      { href: '/omni-topical', label: 'Omni-Topical' },
      { href: '/neuro-motivation', label: 'Neuro-Motivation' },
      { href: '/creative-council', label: 'Creative Council' },
      { href: '/certificates', label: 'Certificates' },
    ],
  },
  {
    id: 'grow',
    label: 'Grow',
    items: [
      { href: '/video-library', label: 'Video Library' },
      { href: '/history', label: 'Generation History' },
      { href: '/performance', label: 'Performance' },
      { href: '/analytics', label: 'Analytics' },
      { href: '/gamification', label: 'Achievements' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    items: [
      { href: '/profile', label: 'Profile' },
      { href: '/subscription', label: 'Plan and credits' },
      { href: '/navigation', label: 'Navigation Path' },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    items: [
      { href: '/admin', label: 'Admin overview' },
      { href: '/admin/leads', label: 'Leads' },
      { href: '/email-export', label: 'E-mail Export' },
      { href: '/showcase-manager', label: 'Showcase Manager' },
      { href: '/admin/certificates', label: 'Issued certificates' },
      { href: '/admin/subscriptions', label: 'Subscriptions' },
      { href: '/admin/refunds', label: 'Refunds' },
      { href: '/admin/users', label: 'Users' },
    ],
  },
];

/**
 * Screens that belong to a navigation item without being one (a render belongs to the video maker,
 * a lead to the leads list), so the navigation still marks where the creator is.
 */
export const STUDIO_NAV_PARENTS: ReadonlyArray<{ prefix: string; href: StudioNavItem['href'] }> = [
  { prefix: '/animation', href: '/video-maker' },
  { prefix: '/admin/leads/', href: '/admin/leads' },
  { prefix: '/admin/users/', href: '/admin/users' },
  { prefix: '/manage-showcase', href: '/showcase-manager' },
  { prefix: '/checkout', href: '/subscription' },
];

export const STUDIO_NAV_COPY = {
  label: 'Studio',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  closeMenu: 'Close menu',
  collapse: 'Hide menu',
  expand: 'Show menu',
} as const;
