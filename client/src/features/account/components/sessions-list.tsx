import { Button } from '@/components/ui/button';
import { PROFILE_COPY as COPY } from '@/content/account-copy';
import { formatDate } from '@/lib/format-date';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** A user agent as a short name ("Chrome on Linux"), enough to tell devices apart. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return COPY.unknownDevice;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

export function SessionsList() {
  const { data: sessions = [] } = useSessions();
  const endOne = useEndSession();
  const everywhere = useSignOutEverywhere();
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-border p-3">
            <span className="grid">
              <span className="font-medium text-ink">
                {deviceName(session.userAgent)}
                {session.current ? <span className="ml-2 text-sm text-primary-strong">({COPY.thisDevice})</span> : null}
              </span>
              <span className="text-sm text-ink-muted">{COPY.lastSeen(formatDate(session.lastSeenAt))}</span>
            </span>
            {session.current ? null : (
              <Button size="sm" variant="ghost" onClick={() => endOne.mutate(session.id)} disabled={endOne.isPending}>
                {COPY.signOutDevice}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="justify-self-start" onClick={() => everywhere.mutate()} disabled={everywhere.isPending}>
        {COPY.signOutEverywhere}
      </Button>
    </div>
  );
}
