CREATE TABLE "stock_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" real,
	"preview_url" text NOT NULL,
	"author" text NOT NULL,
	"author_url" text,
	"page_url" text NOT NULL,
	"license" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_media_provider_kind_external_idx" ON "stock_media" USING btree ("provider","kind","external_id");