import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { screenTitle, type AppRoute } from '@/content/screen-titles';

// Each screen is its own chunk, named after its module so failures and sizes are easy to trace.
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
const BatchNewPage = lazy(() => import('@/features/studio/routes/batch-new-page'));
const BatchPage = lazy(() => import('@/features/studio/routes/batch-page'));
const ProfilePage = lazy(() => import('@/features/account/routes/profile-page'));
const NavigationPage = lazy(() => import('@/features/account/routes/navigation-page'));
const ResetPasswordPage = lazy(() => import('@/features/account/routes/reset-password-page'));
const ConfirmEmailPage = lazy(() => import('@/features/account/routes/confirm-email-page'));
const LearningPage = lazy(() => import('@/features/learning/routes/learning-page'));
const ModulePage = lazy(() => import('@/features/learning/routes/module-page'));
const CertificatesPage = lazy(() => import('@/features/learning/routes/certificates-page'));
const VerifyPage = lazy(() => import('@/features/learning/routes/verify-page'));
const AdminCertificatesPage = lazy(() => import('@/features/learning/routes/admin-certificates-page'));
const GamificationPage = lazy(() => import('@/features/gamification/routes/gamification-page'));
const CheckoutPage = lazy(() => import('@/features/billing/routes/checkout-page'));
const CheckoutSuccessPage = lazy(() => import('@/features/billing/routes/checkout-success-page'));
const CheckoutCancelPage = lazy(() => import('@/features/billing/routes/checkout-cancel-page'));
const SubscriptionPage = lazy(() => import('@/features/billing/routes/subscription-page'));
const PurchaseThanksPage = lazy(() => import('@/features/billing/routes/purchase-thanks-page'));
const AdminSubscriptionsPage = lazy(() => import('@/features/billing/routes/admin-subscriptions-page'));
const AdminRefundsPage = lazy(() => import('@/features/billing/routes/admin-refunds-page'));
const AdminUsersPage = lazy(() => import('@/features/admin-users/routes/admin-users-page'));
const AdminUserPage = lazy(() => import('@/features/admin-users/routes/admin-user-page'));
const PerformancePage = lazy(() => import('@/features/performance/routes/performance-page'));
const ThumbnailsPage = lazy(() => import('@/features/thumbnails/routes/thumbnails-page'));
const AnalyticsPage = lazy(() => import('@/features/performance/routes/analytics-page'));
const HooksPage = lazy(() => import('@/features/creator-tools/routes/hooks-page'));
const ScriptTemplatesPage = lazy(() => import('@/features/creator-tools/routes/script-templates-page'));
const PromptsPage = lazy(() => import('@/features/creator-tools/routes/prompts-page'));
const ModuleEnginePage = lazy(() => import('@/features/creator-tools/routes/module-engine-page'));
const VoiceLibraryScreen = lazy(() => import('@/features/voice-library/routes/voice-library-page'));

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
  '/batches': BatchNewPage,
  '/batches/:id': BatchPage,
  '/animation': StartVideoRedirect,
  '/animation/:id': AnimationPage,
  '/share/:shareToken': SharePage,
  '/history': HistoryPage,
  '/video-library': VideoLibraryPage,
  '/profile': ProfilePage,
  '/navigation': NavigationPage,
  '/reset-password': ResetPasswordPage,
  '/confirm-email': ConfirmEmailPage,
  '/learning': LearningPage,
  '/cosmic-engine': ModulePage,
  '/certificates': CertificatesPage,
  '/verify/:hash': VerifyPage,
  '/admin/certificates': AdminCertificatesPage,
  '/gamification': GamificationPage,
  '/checkout': CheckoutPage,
  '/checkout/success': CheckoutSuccessPage,
  '/checkout/cancel': CheckoutCancelPage,
  '/subscription': SubscriptionPage,
  '/thank-you-paid': PurchaseThanksPage,
  '/purchase-success': PurchaseThanksPage,
  '/oto-success': PurchaseThanksPage,
  '/admin/subscriptions': AdminSubscriptionsPage,
  '/admin/refunds': AdminRefundsPage,
  '/admin/users': AdminUsersPage,
  '/admin/users/:id': AdminUserPage,
  '/performance': PerformancePage,
  '/thumbnails': ThumbnailsPage,
  '/analytics': AnalyticsPage,
  '/hooks': HooksPage,
  '/script-templates': ScriptTemplatesPage,
  '/prompts': PromptsPage,
  '/cosmic-entertainment': ModuleEnginePage,
  '/skit-studio': ModuleEnginePage,
  '/temporal-engine': ModuleEnginePage,
  '/omni-topical': ModuleEnginePage,
  '/neuro-motivation': ModuleEnginePage,
  '/creative-council': ModuleEnginePage,
  '/voice-library': VoiceLibraryScreen,
};

export const BUILT_SCREENS = Object.keys(SCREENS) as AppRoute[];

export default function Screen({ path }: { path: AppRoute }) {
  const Built = SCREENS[path];
  return Built ? <Built /> : <ComingSoonPage title={screenTitle(path)} />;
}
