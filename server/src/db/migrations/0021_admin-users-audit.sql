CREATE TABLE "admin_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"subject_user_id" uuid,
	"reason" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_audit_events_action_check" CHECK ("admin_audit_events"."action" in ('credits.adjusted', 'role.granted', 'role.revoked', 'account.disabled', 'account.enabled'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_events_at_idx" ON "admin_audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_events_subject_idx" ON "admin_audit_events" USING btree ("subject_user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_audit_events_idempotency_key" ON "admin_audit_events" USING btree ("idempotency_key");