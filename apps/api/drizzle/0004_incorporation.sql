CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incorporation_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"role_type" text NOT NULL,
	"person_index" integer NOT NULL,
	"file_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incorporation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"company_name" text,
	"normalized_company_name" text,
	"company_name_optional" text,
	"contact_email" text NOT NULL,
	"contact_number" text NOT NULL,
	"country_code" text,
	"registration_date" date,
	"director_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shareholder_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services_selected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_details" jsonb,
	"use_nominee_director" boolean DEFAULT false NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"otp_sent_at" timestamp with time zone,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"company_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nri_tax_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"full_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_number" text,
	"country_code" text,
	"residency_status" text,
	"address_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"identity_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dob" date,
	"gender" text,
	"stay_duration_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"jurisdiction_of_residence" text,
	"taxpayer_identification_number" text,
	"income_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declaration_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_label" text DEFAULT 'Tax 0%' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" text DEFAULT 'ignored' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subtotal_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_label" text DEFAULT 'Tax 0%' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incorporation_files" ADD CONSTRAINT "incorporation_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incorporation_files" ADD CONSTRAINT "incorporation_files_session_id_incorporation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."incorporation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incorporation_sessions" ADD CONSTRAINT "incorporation_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incorporation_sessions" ADD CONSTRAINT "incorporation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nri_tax_sessions" ADD CONSTRAINT "nri_tax_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incorporation_files_session_idx" ON "incorporation_files" USING btree ("session_id","role_type","person_index");--> statement-breakpoint
CREATE INDEX "incorporation_sessions_created_idx" ON "incorporation_sessions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "incorporation_sessions_status_idx" ON "incorporation_sessions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "incorporation_sessions_name_idx" ON "incorporation_sessions" USING btree ("normalized_company_name");--> statement-breakpoint
CREATE INDEX "incorporation_sessions_email_idx" ON "incorporation_sessions" USING btree ("contact_email");--> statement-breakpoint
CREATE INDEX "nri_tax_sessions_created_idx" ON "nri_tax_sessions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "nri_tax_sessions_email_idx" ON "nri_tax_sessions" USING btree ("contact_email");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;