import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { StatusScreen } from '@/components/ui/status-screen';
import { CRASH_COPY } from '@/content/system-copy';
import { pageNavigation } from '@/lib/page-navigation';

/** What the user sees after an uncaught rendering error: one way forward, a full reload. */
export function CrashScreen() {
  return (
    <StatusScreen
      tone="primary"
      icon={<RefreshIcon className="size-8" />}
      heading={CRASH_COPY.heading}
      text={CRASH_COPY.text}
      action={
        <Button size="lg" onClick={() => pageNavigation.reload()}>
          <RefreshIcon className="size-4" />
          {CRASH_COPY.reload}
        </Button>
      }
    />
  );
}
