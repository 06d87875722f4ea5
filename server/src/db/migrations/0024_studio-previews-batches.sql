CREATE TABLE "batch_rows" (
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"input" jsonb NOT NULL,
	"render_job_id" text,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_rows_batch_id_position_pk" PRIMARY KEY("batch_id","position")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"title" text NOT NULL,
	"cost_credits" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"aspect_ratio" text NOT NULL,
	"cost_credits" integer NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_render_job_id_render_jobs_id_fk" FOREIGN KEY ("render_job_id") REFERENCES "public"."render_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_sets" ADD CONSTRAINT "preview_sets_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_owner_key_idx" ON "batches" USING btree ("owner_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "batches_owner_created_idx" ON "batches" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "preview_sets_owner_key_idx" ON "preview_sets" USING btree ("owner_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "preview_sets_owner_created_idx" ON "preview_sets" USING btree ("owner_user_id","created_at");