CREATE TABLE "learning_lesson_opens" (
	"user_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_lesson_opens_user_id_module_id_lesson_id_pk" PRIMARY KEY("user_id","module_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "learning_lesson_opens" ADD CONSTRAINT "learning_lesson_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;