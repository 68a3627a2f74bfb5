CREATE TABLE "baseline_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"service" text,
	"jurisdiction" text,
	"applies_to" text NOT NULL,
	"category" text DEFAULT 'identity' NOT NULL,
	"income_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"allow_multiple" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_aml_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text,
	"requested_by_id" uuid,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_aml_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_by_id" uuid,
	"submitted_by_id" uuid,
	"submitted_at" timestamp with time zone,
	"risk_rating" text,
	"risk_score" integer,
	"risk_reasons" jsonb,
	"sign_off_required" boolean DEFAULT false NOT NULL,
	"signed_off_at" timestamp with time zone,
	"signed_off_by_id" uuid,
	"sign_off_note" text,
	"archived_at" timestamp with time zone,
	"archived_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_aml_requests" ADD CONSTRAINT "kyc_aml_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aml_requests" ADD CONSTRAINT "kyc_aml_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aml_requests" ADD CONSTRAINT "kyc_aml_requests_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aml_surveys" ADD CONSTRAINT "kyc_aml_surveys_request_id_kyc_aml_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_aml_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aml_surveys" ADD CONSTRAINT "kyc_aml_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aml_surveys" ADD CONSTRAINT "kyc_aml_surveys_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aml_surveys" ADD CONSTRAINT "kyc_aml_surveys_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aml_surveys" ADD CONSTRAINT "kyc_aml_surveys_signed_off_by_id_users_id_fk" FOREIGN KEY ("signed_off_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aml_surveys" ADD CONSTRAINT "kyc_aml_surveys_archived_by_id_users_id_fk" FOREIGN KEY ("archived_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baseline_documents_slug_idx" ON "baseline_documents" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "baseline_documents_order_idx" ON "baseline_documents" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "baseline_documents_live_idx" ON "baseline_documents" USING btree ("applies_to","sort_order") WHERE "baseline_documents"."deleted_at" is null and "baseline_documents"."is_active";--> statement-breakpoint
CREATE INDEX "kyc_aml_requests_company_idx" ON "kyc_aml_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_aml_requests_live_idx" ON "kyc_aml_requests" USING btree ("company_id") WHERE "kyc_aml_requests"."status" in ('open', 'awaiting_sign_off');--> statement-breakpoint
CREATE INDEX "kyc_aml_surveys_company_idx" ON "kyc_aml_surveys" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "kyc_aml_surveys_request_idx" ON "kyc_aml_surveys" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_aml_surveys_one_draft_idx" ON "kyc_aml_surveys" USING btree ("company_id") WHERE "kyc_aml_surveys"."status" = 'draft';