CREATE TABLE "render_job_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "render_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"visual_style" text NOT NULL,
	"aspect_ratio" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"provider" text NOT NULL,
	"engine" text,
	"creator_plan" text NOT NULL,
	"watermark" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_request_id" text,
	"owner_user_id" uuid,
	"visitor_id" text,
	"media_key" text,
	"media_bytes" integer,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "render_jobs_status_check" CHECK ("render_jobs"."status" in ('queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "render_jobs_progress_check" CHECK ("render_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "showcase_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"video1_id" text DEFAULT '' NOT NULL,
	"video2_id" text DEFAULT '' NOT NULL,
	"video3_id" text DEFAULT '' NOT NULL,
	"video4_id" text DEFAULT '' NOT NULL,
	"demo_video_id" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showcase_settings_single_row" CHECK ("showcase_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "render_job_events" ADD CONSTRAINT "render_job_events_job_id_render_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."render_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD CONSTRAINT "render_jobs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_settings" ADD CONSTRAINT "showcase_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_job_events_job_idx" ON "render_job_events" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "render_jobs_status_idx" ON "render_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "render_jobs_owner_idx" ON "render_jobs" USING btree ("owner_user_id");