CREATE TABLE "video_plays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"video_id" text NOT NULL,
	"source" text NOT NULL,
	"furthest_seconds" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_plays" ADD CONSTRAINT "video_plays_video_id_render_jobs_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."render_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_plays_video_idx" ON "video_plays" USING btree ("video_id","started_at");