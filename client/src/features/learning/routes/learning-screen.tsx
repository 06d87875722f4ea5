import { useLocation } from 'wouter';
import AdminCertificatesPage from './admin-certificates-page';
import CertificatesPage from './certificates-page';
import LearningPage from './learning-page';
import ModulePage from './module-page';
import VerifyPage from './verify-page';

/**
 * Every learning screen behind one lazy import: the router lives in the entry that each visitor of
 * `/` downloads, and one dynamic import there costs less than five. Picks the screen by path.
 */
export default function LearningScreen() {
  const [location] = useLocation();
  if (location === '/learning') return <LearningPage />;
  if (location === '/certificates') return <CertificatesPage />;
  if (location === '/admin/certificates') return <AdminCertificatesPage />;
  if (location.startsWith('/verify/')) return <VerifyPage />;
  return <ModulePage />;
}
