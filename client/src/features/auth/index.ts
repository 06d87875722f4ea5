export { AuthProvider } from './components/auth-provider';
export { ProtectedRoute } from './components/protected-route';
export { AdminRoute } from './components/admin-route';
export { SignOutButton } from './components/sign-out-button';
export { ResendVerification } from './components/resend-verification';
export { useAuth } from './hooks/use-auth';
export { useUpdateNavigationPath } from './api/update-navigation-path';
export type { SessionUser } from './types';
