ALTER TABLE "media_assets" DROP CONSTRAINT "media_assets_kind_check";--> statement-breakpoint
ALTER TABLE "render_jobs" ADD COLUMN "voice_recording_id" uuid;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_kind_check" CHECK ("media_assets"."kind" in ('image', 'clip', 'audio'));