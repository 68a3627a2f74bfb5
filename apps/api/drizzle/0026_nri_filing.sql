CREATE TABLE "nri_filing_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filing_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"actor_id" uuid,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nri_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"assessment_year" text NOT NULL,
	"return_type" text NOT NULL,
	"itr_status" text DEFAULT 'documents_pending' NOT NULL,
	"status_remarks" text,
	"stage_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"itr_draft_status" text DEFAULT 'none' NOT NULL,
	"draft_document_id" uuid,
	"acknowledgement_document_id" uuid,
	"acknowledgement_number" text,
	"draft_decision_action" text,
	"draft_decision_name" text,
	"draft_decision_reason" text,
	"draft_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nri_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"contact_number" text,
	"country_code" text,
	"residency_status" text,
	"address_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"identity_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dob" date,
	"gender" text,
	"days_in_india" integer,
	"days_in_india_4yrs" integer,
	"jurisdiction_of_residence" text,
	"taxpayer_identification_number" text,
	"income_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nri_filing_stages" ADD CONSTRAINT "nri_filing_stages_filing_id_nri_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."nri_filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nri_filing_stages" ADD CONSTRAINT "nri_filing_stages_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nri_filings" ADD CONSTRAINT "nri_filings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nri_filings" ADD CONSTRAINT "nri_filings_session_id_nri_tax_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."nri_tax_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nri_filings" ADD CONSTRAINT "nri_filings_draft_document_id_documents_id_fk" FOREIGN KEY ("draft_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nri_filings" ADD CONSTRAINT "nri_filings_acknowledgement_document_id_documents_id_fk" FOREIGN KEY ("acknowledgement_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nri_profiles" ADD CONSTRAINT "nri_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nri_profiles" ADD CONSTRAINT "nri_profiles_session_id_nri_tax_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."nri_tax_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nri_filing_stages_filing_idx" ON "nri_filing_stages" USING btree ("filing_id","created_at");--> statement-breakpoint
CREATE INDEX "nri_filings_user_idx" ON "nri_filings" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nri_filings_user_year_idx" ON "nri_filings" USING btree ("user_id","assessment_year");--> statement-breakpoint
CREATE UNIQUE INDEX "nri_filings_session_idx" ON "nri_filings" USING btree ("session_id") WHERE "nri_filings"."session_id" is not null;