import { toast } from '@/components/ui/use-toast';
import { CREATOR_TOOLS_COPY as COPY } from '@/content/creator-tools-copy';

/** Copies text and says so (or says the browser refused). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: COPY.copied });
  } catch {
    toast({ variant: 'destructive', title: COPY.copyFailed });
  }
}
