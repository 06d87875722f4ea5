import type { FunnelDeps } from './funnel-deps';
import { saveCaptures, type PendingCapture } from './capture-batch';

/** Hands a capture to the committer; resolves once the transaction holding it has committed. */
export type LeadWriter = { save(item: PendingCapture): Promise<void> };

type Entry = { item: PendingCapture; resolve: () => void; reject: (error: unknown) => void };

/**
 * The opt-in committer (docs/decisions/031-hot-paths.md): opt-ins that arrive while a commit is
 * under way are written together in one transaction (one statement per table, one WAL flush), and
 * each caller is answered only after that commit, so durability is what it was with one
 * transaction per opt-in. At most `maxInFlight` batches run at once. One batch never holds an
 * e-mail twice (one statement cannot update a row twice), and an e-mail or IP of a batch in flight
 * waits for the next one, so the per-IP count each batch reads is exact within this instance.
 * When a batch fails, its opt-ins are retried one by one, so one bad call fails alone.
 */
export function createLeadWriter(deps: FunnelDeps, options: { maxBatch?: number; maxInFlight?: number } = {}): LeadWriter {
  const maxBatch = options.maxBatch ?? 200;
  const maxInFlight = options.maxInFlight ?? 4;
  let waiting: Entry[] = [];
  const busyEmails = new Set<string>();
  const busyIps = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || inFlight >= maxInFlight || !waiting.length) return;
    scheduled = true;
    setImmediate(flush);
  };

  const flush = () => {
    scheduled = false;
    if (inFlight >= maxInFlight) return;
    const batch: Entry[] = [];
    const emails = new Set<string>();
    const rest: Entry[] = [];
    for (const entry of waiting) {
      const { ip, capture } = entry.item;
      const email = capture.lead.email;
      if (batch.length < maxBatch && !emails.has(email) && !busyEmails.has(email) && !busyIps.has(ip)) {
        batch.push(entry);
        emails.add(email);
      } else rest.push(entry);
    }
    waiting = rest;
    if (!batch.length) return; // everything waits on a batch in flight, which schedules again when done
    const ips = new Set(batch.map((entry) => entry.item.ip));
    for (const email of emails) busyEmails.add(email);
    for (const ip of ips) busyIps.add(ip);
    inFlight += 1;
    void commit(batch).finally(() => {
      inFlight -= 1;
      for (const email of emails) busyEmails.delete(email);
      for (const ip of ips) busyIps.delete(ip);
      schedule();
    });
    schedule();
  };

  const answer = (entry: Entry, verdict: Error | null) => (verdict ? entry.reject(verdict) : entry.resolve());

  const commit = async (batch: Entry[]) => {
    try {
      const verdicts = await saveCaptures(
        deps,
        batch.map((entry) => entry.item),
      );
      batch.forEach((entry, i) => answer(entry, verdicts[i] ?? null));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const entry of batch) {
        try {
          const [verdict] = await saveCaptures(deps, [entry.item]);
          answer(entry, verdict ?? null);
        } catch (single) {
          entry.reject(single);
        }
      }
    }
  };

  return {
    save(item) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
