export { AuthProvider } from './components/auth-provider';
export { ProtectedRoute } from './components/protected-route';
export { AdminRoute } from './components/admin-route';
export { useAuth } from './hooks/use-auth';
export { CURRENT_USER_QUERY_KEY } from './api/get-current-user';
export type { AuthState } from './auth-context';
export type { SessionUser } from './types';
