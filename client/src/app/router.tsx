import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CenteredSpinner } from '@/components/ui/spinner';
import { Route, Switch } from 'wouter';
import { adminRoutes, protectedRoutes, publicRoutes } from '@common/routes';
import type { AppRoute } from '@/content/screen-titles';
import { MARKETING_SCREENS } from './marketing-screens';
import { ScreenOutlet } from './screen-outlet';

// The table of studio, admin and public screens is a chunk of its own, fetched with the first shell:
// a visitor of `/` pays for none of its entries.
const Screen = lazy(() => import('./screens'));

// The shells (navigation, session guards, credit balance, sign-out) are chunks too: the marketing
// screens render without one, so the entry, which every visitor of `/` pays for, carries none. Each starts fetching the screens' table too.
const PublicShell = lazy(() => (void import('./screens'), import('./shells/public-shell')).then((m) => ({ default: m.PublicShell })));
const ProtectedShell = lazy(() => (void import('./screens'), import('./shells/protected-shell')).then((m) => ({ default: m.ProtectedShell })));
const AdminShell = lazy(() => (void import('./screens'), import('./shells/admin-shell')).then((m) => ({ default: m.AdminShell })));

const NotFoundPage = lazy(() => import('@/features/not-found/routes/not-found-page'));

type Shell = ComponentType<{ children: ReactNode }>;

const ROUTE_GROUPS: ReadonlyArray<{ paths: readonly AppRoute[]; Shell: Shell }> = [
  { paths: publicRoutes, Shell: PublicShell },
  { paths: protectedRoutes, Shell: ProtectedShell },
  { paths: adminRoutes, Shell: AdminShell },
];

/**
 * Every path of common/routes.ts inside its shell (which adds the session guard where needed);
 * anything else is the not-found page.
 */
export function AppRouter() {
  return (
    <Switch>
      {ROUTE_GROUPS.flatMap(({ paths, Shell }) =>
        paths.map((path) => {
          // Marketing screens bring their own header and footer (see marketing-screens.ts).
          const MarketingScreen = MARKETING_SCREENS[path];
          return (
            <Route key={path} path={path}>
              {MarketingScreen ? (
                <ScreenOutlet screen={MarketingScreen} fallback={<CenteredSpinner fullScreen />} />
              ) : (
                <Suspense fallback={<CenteredSpinner fullScreen />}>
                  <Shell>
                    <Screen path={path} />
                  </Shell>
                </Suspense>
              )}
            </Route>
          );
        }),
      )}
      <Route>
        <Suspense fallback={<CenteredSpinner fullScreen />}>
          <PublicShell>
            <NotFoundPage />
          </PublicShell>
        </Suspense>
      </Route>
    </Switch>
  );
}
