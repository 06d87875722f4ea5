CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"module_title" text NOT NULL,
	"hours" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" uuid,
	CONSTRAINT "certificates_id_check" CHECK ("certificates"."id" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "learning_lesson_progress" (
	"user_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_lesson_progress_user_id_module_id_lesson_id_pk" PRIMARY KEY("user_id","module_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "learning_module_completions" (
	"user_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_module_completions_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "learning_practice_task_completions" (
	"user_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"task_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"render_job_id" text,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_practice_task_completions_user_id_module_id_task_id_pk" PRIMARY KEY("user_id","module_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "learning_quiz_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb,
	"score_percent" integer,
	"passed" boolean,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learning_removed_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lesson_progress" ADD CONSTRAINT "learning_lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_module_completions" ADD CONSTRAINT "learning_module_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_practice_task_completions" ADD CONSTRAINT "learning_practice_task_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_module_key" ON "certificates" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "learning_quiz_attempts_user_idx" ON "learning_quiz_attempts" USING btree ("user_id","module_id");