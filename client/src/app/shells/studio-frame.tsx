import { lazy, Suspense, type ReactNode } from 'react';
import { SignOutButton, useAuth } from '@/features/auth';
import { CreditBalance } from '@/features/credits';
import { NavCollapseButton } from '../navigation/nav-collapse-button';
import { StudioNavDrawer } from '../navigation/studio-nav-drawer';
import { StudioSidebar } from '../navigation/studio-sidebar';
import { useNavCollapsed } from '../navigation/use-nav-collapsed';
import { ShellLayout } from './shell-layout';

// streak, level and achievement toasts: a chunk of their own, loaded only inside the studio
const GamificationHeader = lazy(() => import('@/features/gamification').then((m) => ({ default: m.GamificationHeader })));

function SignedInAs({ className }: { className?: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return <span className={className ?? 'truncate text-sm text-ink-muted'}>{user.name || user.email}</span>;
}

/**
 * Level and credits stay in the header at every width; the name and sign-out move into the
 * drawer on phones, where the row has no room for them.
 */
function AccountControls({ extra }: { extra?: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      {extra}
      {user ? (
        <Suspense fallback={null}>
          <GamificationHeader />
        </Suspense>
      ) : null}
      {user ? <CreditBalance /> : null}
      <SignedInAs className="hidden max-w-[30vw] truncate text-sm text-ink-muted md:inline" />
      <span className="hidden sm:contents">
        <SignOutButton />
      </span>
    </div>
  );
}

type StudioFrameProps = { headerExtra?: ReactNode; children: ReactNode };

/**
 * Every signed-in screen (studio and admin): one header, and the navigation as a collapsible
 * column on wide screens or a drawer on phones. A share-link visitor without a session sees neither.
 */
export function StudioFrame({ headerExtra, children }: StudioFrameProps) {
  const { user } = useAuth();
  const [collapsed, toggleCollapsed] = useNavCollapsed();
  const isAdmin = user?.role === 'admin';
  return (
    <ShellLayout
      homeHref="/dashboard"
      headerStart={
        user ? (
          <>
            <StudioNavDrawer
              isAdmin={isAdmin}
              footer={
                <>
                  <SignedInAs />
                  <SignOutButton />
                </>
              }
            />
            <NavCollapseButton collapsed={collapsed} onToggle={toggleCollapsed} />
          </>
        ) : null
      }
      headerEnd={<AccountControls extra={headerExtra} />}
      sidebar={user ? <StudioSidebar isAdmin={isAdmin} collapsed={collapsed} /> : null}
    >
      {children}
    </ShellLayout>
  );
}
