import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { adminRoutes, protectedRoutes, publicRoutes } from '@common/routes';
import { screenTitle, type AppRoute } from '@/content/screen-titles';
import { AdminShell } from './shells/admin-shell';
import { ProtectedShell } from './shells/protected-shell';
import { PublicShell } from './shells/public-shell';

// Each screen is its own chunk, named after its module so failures and sizes are easy to trace.
const NotFoundPage = lazy(() => import('@/features/not-found/components/not-found-page'));
const ComingSoonPage = lazy(() => import('@/features/coming-soon/components/coming-soon-page'));
const DirectorChairPage = lazy(() => import('@/features/demo/components/director-chair-page'));
const ShowcaseManagerPage = lazy(() => import('@/features/showcase/components/showcase-manager-page'));

/** Screens that exist; every other path renders the coming-soon page. */
const SCREENS: Partial<Record<AppRoute, ComponentType>> = {
  '/director-chair': DirectorChairPage,
  '/showcase-manager': ShowcaseManagerPage,
  '/manage-showcase': ShowcaseManagerPage,
};

type Shell = ComponentType<{ children: ReactNode }>;

const ROUTE_GROUPS: ReadonlyArray<{ paths: readonly AppRoute[]; Shell: Shell }> = [
  { paths: publicRoutes, Shell: PublicShell },
  { paths: protectedRoutes, Shell: ProtectedShell },
  { paths: adminRoutes, Shell: AdminShell },
];

/**
 * Every path of common/routes.ts inside its shell (which adds the session guard where needed);
 * anything else is the not-found page. Screens not built yet render the coming-soon page; a
 * feature replaces it by mapping its path to its own lazy screen here.
 */
export function AppRouter() {
  return (
    <Switch>
      {ROUTE_GROUPS.flatMap(({ paths, Shell }) =>
        paths.map((path) => {
          const Screen = SCREENS[path];
          return (
            <Route key={path} path={path}>
              <Shell>{Screen ? <Screen /> : <ComingSoonPage title={screenTitle(path)} />}</Shell>
            </Route>
          );
        }),
      )}
      <Route>
        <PublicShell>
          <NotFoundPage />
        </PublicShell>
      </Route>
    </Switch>
  );
}
