CREATE TABLE "credit_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_accounts_balance_check" CHECK ("credit_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"render_job_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('grant', 'spend', 'refund', 'adjustment')),
	CONSTRAINT "credit_ledger_amount_check" CHECK ("credit_ledger"."amount" <> 0),
	CONSTRAINT "credit_ledger_balance_after_check" CHECK ("credit_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "share_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"referrer" text
);
--> statement-breakpoint
CREATE TABLE "video_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visual_style" text NOT NULL,
	"aspect_ratio" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"tone" text NOT NULL,
	"scenes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"video_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "tone" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "scenes" jsonb;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "cost_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "variant_of_id" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "retry_of_id" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_render_job_id_render_jobs_id_fk" FOREIGN KEY ("render_job_id") REFERENCES "public"."render_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_views" ADD CONSTRAINT "share_views_token_video_shares_token_fk" FOREIGN KEY ("token") REFERENCES "public"."video_shares"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_drafts" ADD CONSTRAINT "video_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_shares" ADD CONSTRAINT "video_shares_video_id_render_jobs_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."render_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_shares" ADD CONSTRAINT "video_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_idempotency_key" ON "credit_ledger" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_render_job_idx" ON "credit_ledger" USING btree ("render_job_id");--> statement-breakpoint
CREATE INDEX "share_views_token_idx" ON "share_views" USING btree ("token","viewed_at");--> statement-breakpoint
CREATE INDEX "video_drafts_user_idx" ON "video_drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_shares_live_key" ON "video_shares" USING btree ("video_id") WHERE "video_shares"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD CONSTRAINT "render_jobs_variant_of_id_render_jobs_id_fk" FOREIGN KEY ("variant_of_id") REFERENCES "public"."render_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD CONSTRAINT "render_jobs_retry_of_id_render_jobs_id_fk" FOREIGN KEY ("retry_of_id") REFERENCES "public"."render_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_jobs_studio_created_idx" ON "render_jobs" USING btree ("owner_user_id","created_at","id") WHERE "render_jobs"."kind" = 'studio' and "render_jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "render_jobs_studio_title_idx" ON "render_jobs" USING btree ("owner_user_id",lower("title"),"id") WHERE "render_jobs"."kind" = 'studio' and "render_jobs"."deleted_at" is null;--> statement-breakpoint
-- Accounts made before credits existed get what a new account gets: 40 base credits and the 100-credit welcome bonus.
INSERT INTO "credit_accounts" ("user_id", "balance", "updated_at") SELECT "id", 140, now() FROM "users";--> statement-breakpoint
INSERT INTO "credit_ledger" ("user_id", "kind", "amount", "balance_after", "reason", "idempotency_key", "created_at") SELECT "id", 'grant', 40, 40, 'Free account credits', 'signup:base', now() FROM "users";--> statement-breakpoint
INSERT INTO "credit_ledger" ("user_id", "kind", "amount", "balance_after", "reason", "idempotency_key", "created_at") SELECT "id", 'grant', 100, 140, 'Welcome bonus', 'signup:bonus', now() FROM "users";
