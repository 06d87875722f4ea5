ALTER TABLE "render_jobs" ADD COLUMN "product" jsonb;--> statement-breakpoint
ALTER TABLE "video_drafts" ADD COLUMN "product" jsonb;