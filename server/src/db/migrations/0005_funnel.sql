CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"referrer" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text,
	"visitor_id" text,
	"user_id" uuid,
	"client_timestamp" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_hits" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bot_hits_day_route_pk" PRIMARY KEY("day","route")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text,
	"page_path" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"first_source" text NOT NULL,
	"latest_source" text NOT NULL,
	"lead_magnet" text,
	"headline_variant" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_term" text,
	"campaign_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"landing_page" text,
	"referrer" text,
	"first_visit_at" timestamp with time zone,
	"opt_in_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"guide_sent_at" timestamp with time zone,
	CONSTRAINT "leads_email_lower" CHECK ("leads"."email" = lower("leads"."email"))
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"metric_id" text NOT NULL,
	"navigation_type" text,
	"url" text,
	"client_timestamp" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_event_received_idx" ON "analytics_events" USING btree ("event","received_at");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_key" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "web_vitals_name_received_idx" ON "web_vitals" USING btree ("name","received_at");