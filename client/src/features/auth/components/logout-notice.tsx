import { useEffect, useState } from 'react';
import { LOGOUT_NOTICE_FALLBACK, LOGOUT_NOTICES } from '@/content/auth-copy';
import { readStorage, removeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Why the last session ended, shown once: the stored reason is cleared as soon as it is read. */
export function LogoutNotice() {
  const [reason] = useState(() => readStorage('sessionStorage', STORAGE_KEYS.logoutReason));

  useEffect(() => {
    if (reason !== null) removeStorage('sessionStorage', STORAGE_KEYS.logoutReason);
  }, [reason]);

  if (reason === null) return null;
  return (
    <p role="status" className="rounded-control border border-border bg-primary-soft px-4 py-3 text-sm font-medium text-primary-strong">
      {LOGOUT_NOTICES[reason] ?? LOGOUT_NOTICE_FALLBACK}
    </p>
  );
}
