import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { CenteredSpinner } from '@/components/ui/spinner';
import { Route, Switch } from 'wouter';
import { adminRoutes, protectedRoutes, publicRoutes } from '@common/routes';
import { screenTitle, type AppRoute } from '@/content/screen-titles';
import { MARKETING_SCREENS } from './marketing-screens';
import { ScreenOutlet } from './screen-outlet';

// The shells (navigation, session guards, credit balance, sign-out) are chunks too: the marketing
// screens render without one, so the entry, which every visitor of `/` pays for, carries none.
const PublicShell = lazy(() => import('./shells/public-shell').then((m) => ({ default: m.PublicShell })));
const ProtectedShell = lazy(() => import('./shells/protected-shell').then((m) => ({ default: m.ProtectedShell })));
const AdminShell = lazy(() => import('./shells/admin-shell').then((m) => ({ default: m.AdminShell })));

// Each screen is its own chunk, named after its module so failures and sizes are easy to trace.
const NotFoundPage = lazy(() => import('@/features/not-found/routes/not-found-page'));
const ComingSoonPage = lazy(() => import('@/features/coming-soon/routes/coming-soon-page'));
const AuthPage = lazy(() => import('@/features/auth/routes/auth-page'));
const VerifyEmailPage = lazy(() => import('@/features/auth/routes/verify-email-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/routes/dashboard-page'));
const DirectorChairPage = lazy(() => import('@/features/demo/routes/director-chair-page'));
const ShowcaseManagerPage = lazy(() => import('@/features/showcase/routes/showcase-manager-page'));
const AdminDashboardPage = lazy(() => import('@/features/funnel/routes/admin-dashboard-page'));
const LeadsPage = lazy(() => import('@/features/funnel/routes/leads-page'));
const LeadDetailPage = lazy(() => import('@/features/funnel/routes/lead-detail-page'));
const EmailExportPage = lazy(() => import('@/features/funnel/routes/email-export-page'));
const VideoMakerPage = lazy(() => import('@/features/studio/routes/video-maker-page'));
const AnimationPage = lazy(() => import('@/features/studio/routes/animation-page'));
const SharePage = lazy(() => import('@/features/studio/routes/share-page'));
const StartVideoRedirect = lazy(() => import('@/features/studio/routes/start-video-redirect'));
const HistoryPage = lazy(() => import('@/features/studio/routes/history-page'));
const VideoLibraryPage = lazy(() => import('@/features/studio/routes/video-library-page'));
// One chunk for every billing screen (it picks the screen by path), to keep the entry small.
const BillingScreens = lazy(() => import('@/features/billing/routes/billing-screens'));

type Shell = ComponentType<{ children: ReactNode }>;

const ROUTE_GROUPS: ReadonlyArray<{ paths: readonly AppRoute[]; Shell: Shell }> = [
  { paths: publicRoutes, Shell: PublicShell },
  { paths: protectedRoutes, Shell: ProtectedShell },
  { paths: adminRoutes, Shell: AdminShell },
];

/** The screens built so far; every other path of common/routes.ts shows the coming-soon page. */
const SCREENS: Partial<Record<AppRoute, LazyExoticComponent<ComponentType>>> = {
  '/auth': AuthPage,
  '/login': AuthPage,
  '/signup': AuthPage,
  '/register': AuthPage,
  '/verify-email': VerifyEmailPage,
  '/dashboard': DashboardPage,
  '/director-chair': DirectorChairPage,
  '/showcase-manager': ShowcaseManagerPage,
  '/manage-showcase': ShowcaseManagerPage,
  '/admin': AdminDashboardPage,
  '/admin/leads': LeadsPage,
  '/admin/leads/:id': LeadDetailPage,
  '/email-export': EmailExportPage,
  '/video-maker': VideoMakerPage,
  '/animation': StartVideoRedirect,
  '/animation/:id': AnimationPage,
  '/share/:shareToken': SharePage,
  '/history': HistoryPage,
  '/video-library': VideoLibraryPage,
  '/checkout': BillingScreens,
  '/checkout/success': BillingScreens,
  '/checkout/cancel': BillingScreens,
  '/subscription': BillingScreens,
  '/thank-you-paid': BillingScreens,
  '/purchase-success': BillingScreens,
  '/oto-success': BillingScreens,
  '/admin/subscriptions': BillingScreens,
};

export const BUILT_SCREENS = Object.keys(SCREENS) as AppRoute[];

function Screen({ path }: { path: AppRoute }) {
  const Built = SCREENS[path];
  return Built ? <Built /> : <ComingSoonPage title={screenTitle(path)} />;
}

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
