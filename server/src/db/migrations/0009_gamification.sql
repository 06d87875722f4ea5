CREATE TABLE "gamification_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"points" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"state" text NOT NULL,
	"activity_type" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gamification_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "gamification_score_counts" (
	"board" text NOT NULL,
	"score" integer NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "gamification_score_counts_board_score_pk" PRIMARY KEY("board","score")
);
--> statement-breakpoint
CREATE TABLE "gamification_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"videos" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"lessons" integer DEFAULT 0 NOT NULL,
	"practice_tasks" integer DEFAULT 0 NOT NULL,
	"quizzes" integer DEFAULT 0 NOT NULL,
	"modules" integer DEFAULT 0 NOT NULL,
	"certificates" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"freeze_tokens" integer DEFAULT 0 NOT NULL,
	"last_day" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_weekly" (
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gamification_weekly_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement_id" text NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leaderboard_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "gamification_awards" ADD CONSTRAINT "gamification_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_days" ADD CONSTRAINT "gamification_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_stats" ADD CONSTRAINT "gamification_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_weekly" ADD CONSTRAINT "gamification_weekly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_awards_key" ON "gamification_awards" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "gamification_awards_user_idx" ON "gamification_awards" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "gamification_stats_points_idx" ON "gamification_stats" USING btree ("points" DESC NULLS LAST,"user_id") WHERE "gamification_stats"."visible";--> statement-breakpoint
CREATE INDEX "gamification_stats_videos_idx" ON "gamification_stats" USING btree ("videos" DESC NULLS LAST,"user_id") WHERE "gamification_stats"."visible";--> statement-breakpoint
CREATE INDEX "gamification_stats_lessons_idx" ON "gamification_stats" USING btree ("lessons" DESC NULLS LAST,"user_id") WHERE "gamification_stats"."visible";--> statement-breakpoint
CREATE INDEX "gamification_stats_streak_idx" ON "gamification_stats" USING btree ("longest_streak" DESC NULLS LAST,"user_id") WHERE "gamification_stats"."visible";--> statement-breakpoint
CREATE INDEX "gamification_weekly_rank_idx" ON "gamification_weekly" USING btree ("week_start","points" DESC NULLS LAST,"user_id");