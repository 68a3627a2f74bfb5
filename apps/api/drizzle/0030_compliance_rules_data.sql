CREATE TABLE "due_date_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_code" text NOT NULL,
	"period_end" date,
	"new_due_date" date NOT NULL,
	"reference" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "government_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jurisdiction" text NOT NULL,
	"company_type" text,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "first_financial_year_end" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gst_vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employs_local_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "transfer_pricing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "due_date_extensions" ADD CONSTRAINT "due_date_extensions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "due_date_extensions_rule_period_idx" ON "due_date_extensions" USING btree ("rule_code",coalesce("period_end", '0001-01-01'::date));--> statement-breakpoint
CREATE UNIQUE INDEX "government_fees_code_idx" ON "government_fees" USING btree ("jurisdiction","code");--> statement-breakpoint
CREATE INDEX "government_fees_jurisdiction_idx" ON "government_fees" USING btree ("jurisdiction");