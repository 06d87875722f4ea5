CREATE TABLE "anonymised_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" uuid NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "anonymised_invoices_subject_idx" ON "anonymised_invoices" USING btree ("subject");