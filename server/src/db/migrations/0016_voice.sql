ALTER TABLE "render_jobs" ADD COLUMN "voice_id" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "voice_speed" real;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "caption_style" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "voice_engine" text;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "speech_timeline" jsonb;