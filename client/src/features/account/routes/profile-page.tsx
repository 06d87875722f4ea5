import { CenteredSpinner } from '@/components/ui/spinner';
import { PROFILE_COPY as COPY } from '@/content/account-copy';
import { BRAND } from '@/content/brand';
import { useAuth } from '@/features/auth';
import { ProfilePreferencesForm } from '@/features/gamification';
import { ApiAccessSection } from '@/features/public-api';
import { PUBLIC_API_COPY } from '@/content/public-api-copy';
import { EmailPreferencesForm } from '../components/email-preferences-form';
import { EmailForm, PasswordForm, ProfileForm } from '../components/profile-forms';
import { SectionCard } from '../components/section-card';
import { SessionsList } from '../components/sessions-list';
import { DataExport, DeleteAccount } from '../components/your-data';

/** /profile: name and username, sign-in address and password, e-mails, devices, and the user's data. */
export default function ProfilePage() {
  const { user } = useAuth();
  if (!user) return <CenteredSpinner />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <title>{`${COPY.documentTitle} · ${BRAND.name}`}</title>
      <header className="grid gap-1">
        <h1 className="text-title font-bold text-ink">{COPY.heading}</h1>
        <p className="text-ink-muted">{COPY.intro}</p>
      </header>
      <SectionCard id="profile-section" title={COPY.profileHeading}>
        <ProfileForm user={user} />
      </SectionCard>
      <SectionCard id="zone-section" title={COPY.zoneHeading}>
        <ProfilePreferencesForm />
      </SectionCard>
      <SectionCard id="email-section" title={COPY.emailHeading}>
        <EmailForm user={user} />
      </SectionCard>
      <SectionCard id="password-section" title={COPY.passwordHeading}>
        <PasswordForm />
      </SectionCard>
      <SectionCard id="preferences-section" title={COPY.preferencesHeading}>
        <EmailPreferencesForm />
      </SectionCard>
      <SectionCard id="sessions-section" title={COPY.sessionsHeading}>
        <SessionsList />
      </SectionCard>
      <SectionCard id="api-section" title={PUBLIC_API_COPY.heading}>
        <ApiAccessSection />
      </SectionCard>
      <SectionCard id="your-data" title={COPY.dataHeading}>
        <DataExport />
      </SectionCard>
      <SectionCard id="delete-section" title={COPY.deleteHeading}>
        <DeleteAccount />
      </SectionCard>
    </div>
  );
}
