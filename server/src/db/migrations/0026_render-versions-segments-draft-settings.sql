ALTER TABLE "render_jobs" ADD COLUMN "version_of_id" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "segments" jsonb;--> statement-breakpoint
ALTER TABLE "video_drafts" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD CONSTRAINT "render_jobs_version_of_id_render_jobs_id_fk" FOREIGN KEY ("version_of_id") REFERENCES "public"."render_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_jobs_version_of_idx" ON "render_jobs" USING btree ("version_of_id");