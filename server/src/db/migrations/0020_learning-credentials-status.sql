CREATE SEQUENCE "public"."certificate_status_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "certificate_status_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"certificate_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"admin_id" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "certificate_status_changes_action_check" CHECK ("certificate_status_changes"."action" in ('revoked', 'reinstated'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "kind" text DEFAULT 'module' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_list_index" integer DEFAULT nextval('certificate_status_index_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "identity_hash" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "identity_salt" text;--> statement-breakpoint
-- Certificates issued before: a fresh salt each, and the holder's e-mail hashed with it (Open Badges IdentityHash).
UPDATE "certificates" SET "identity_salt" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
UPDATE "certificates" c SET "identity_hash" = 'sha256$' || encode(sha256(convert_to(lower(u."email") || c."identity_salt", 'UTF8')), 'hex') FROM "users" u WHERE u."id" = c."user_id";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "identity_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "identity_salt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_removed_certificates" ADD COLUMN "status_list_index" integer;--> statement-breakpoint
ALTER TABLE "certificate_status_changes" ADD CONSTRAINT "certificate_status_changes_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_status_changes" ADD CONSTRAINT "certificate_status_changes_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_status_changes_certificate_idx" ON "certificate_status_changes" USING btree ("certificate_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_list_index_key" ON "certificates" USING btree ("status_list_index");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('module', 'program'));--> statement-breakpoint
-- Revocations made before the audit trail existed become its first rows.
INSERT INTO "certificate_status_changes" ("id", "certificate_id", "action", "reason", "admin_id", "changed_at")
  SELECT gen_random_uuid(), "id", 'revoked', "revoked_reason", "revoked_by", "revoked_at" FROM "certificates" WHERE "revoked_at" IS NOT NULL;