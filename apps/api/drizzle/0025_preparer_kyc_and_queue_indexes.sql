CREATE TABLE "kyc_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid,
	"subject_name" text NOT NULL,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"address_verified" boolean DEFAULT false NOT NULL,
	"pep_screened" boolean DEFAULT false NOT NULL,
	"sanctions_screened" boolean DEFAULT false NOT NULL,
	"risk_rating" text NOT NULL,
	"notes" text,
	"next_review_date" date,
	"recorded_by_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_records_company_idx" ON "kyc_records" USING btree ("company_id","recorded_at","id");--> statement-breakpoint
CREATE INDEX "companies_preparer_owner_idx" ON "companies" USING btree ("preparer_id","id","owner_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_preparer_status_idx" ON "tasks" USING btree ("preparer_id","status","due_date") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_preparer_due_idx" ON "tasks" USING btree ("preparer_id",coalesce("due_date", '2200-01-01'::date),"id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_company_pending_idx" ON "documents" USING btree ("company_id","created_at","id") WHERE "documents"."status" = 'Pending' and "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "calendar_entries_company_open_idx" ON "calendar_entries" USING btree ("company_id","due_date","id") WHERE "calendar_entries"."state" = 'open';