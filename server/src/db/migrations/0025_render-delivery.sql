ALTER TABLE "render_jobs" ADD COLUMN "platform_preset" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "output" jsonb;