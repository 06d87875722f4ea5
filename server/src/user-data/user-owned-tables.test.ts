import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { userDataSteps } from '../workers/registry';

// "Your data" covers every table that holds a user (issue 18; issue 31's billing tables, ADR 058).
// Every column that references a user is listed here with the step (its area) that exports and
// deletes its rows, or as an actor column that names someone acting on another's row and is
// emptied when the account row goes. A new table with a user in it fails this test until its
// area's user-data step covers it and it is added here; the step's own test then proves it
// (e.g. billing/user-data.test.ts, account/account-data.test.ts).

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

type Handling = { area: string } | { actor: true };
const area = (name: string): Handling => ({ area: name });
const ACTOR: Handling = { actor: true };

const USER_COLUMNS: Record<string, Handling> = {
  'admin_audit_events.actor_user_id': ACTOR,
  'admin_audit_events.subject_user_id': area('admin-users'),
  'account_exports.user_id': area('exports'),
  'api_keys.user_id': area('public-api'),
  'batches.owner_user_id': area('studio'),
  'billing_audit_events.actor_user_id': area('billing'),
  'billing_audit_events.user_id': area('billing'),
  'brand_kits.user_id': area('creator-tools'),
  'certificate_status_changes.admin_id': ACTOR,
  'certificates.revoked_by': ACTOR,
  'certificates.user_id': area('learning'),
  'checkouts.user_id': area('billing'),
  'creator_tool_items.user_id': area('creator-tools'),
  'credit_accounts.user_id': area('credits'),
  'credit_ledger.actor_user_id': ACTOR,
  'credit_ledger.user_id': area('credits'),
  'credit_pack_purchases.user_id': area('billing'),
  'email_change_tokens.user_id': area('account'),
  'email_preferences.user_id': area('account'),
  'email_verification_tokens.user_id': area('account'),
  'gamification_awards.user_id': area('gamification'),
  'gamification_days.user_id': area('gamification'),
  'gamification_stats.user_id': area('gamification'),
  'gamification_weekly.user_id': area('gamification'),
  'invoices.user_id': area('billing'),
  'learning_lesson_opens.user_id': area('learning'),
  'learning_lesson_progress.user_id': area('learning'),
  'learning_module_completions.user_id': area('learning'),
  'learning_practice_task_completions.user_id': area('learning'),
  'learning_quiz_attempts.user_id': area('learning'),
  'media_assets.user_id': area('media'),
  'password_reset_tokens.user_id': area('account'),
  'preview_sets.owner_user_id': area('studio'),
  'refunds.decided_by_user_id': ACTOR,
  'refunds.user_id': area('billing'),
  'render_jobs.owner_user_id': area('studio'),
  'sessions.user_id': area('account'),
  'showcase_settings.updated_by': ACTOR,
  'subscriptions.user_id': area('billing'),
  'team_members.user_id': area('billing'),
  'teams.owner_user_id': area('billing'),
  'user_achievements.user_id': area('gamification'),
  'video_drafts.user_id': area('studio'),
  'video_shares.user_id': area('studio'),
  'webhook_endpoints.user_id': area('public-api'),
};

it('every column that references a user is covered by a user-data step, or is an actor column emptied with the account', async () => {
  const client = new pg.Client({ connectionString: testDb.url });
  await client.connect();
  const { rows } = await client.query<{ column: string; onDelete: string }>(`
    select cl.relname || '.' || a.attname as column, c.confdeltype as "onDelete"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass and n.nspname = 'public'
    order by 1`);
  await client.end();
  expect(rows.map((r) => r.column)).toEqual(Object.keys(USER_COLUMNS).sort());
  const areas = new Set(userDataSteps.map((s) => s.area));
  for (const { column, onDelete } of rows) {
    const handling = USER_COLUMNS[column]!;
    if ('area' in handling) expect(areas, column).toContain(handling.area);
    // an actor column must not take the other person's row with it, nor keep the removed account's id
    else expect(onDelete, `${column} is set null when the account goes`).toBe('n');
  }
});
