CREATE TABLE "rcn_import_errors" (
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"seq" integer NOT NULL,
	"column" text,
	"reason" text NOT NULL,
	CONSTRAINT "rcn_import_errors_job_id_line_seq_pk" PRIMARY KEY("job_id","line","seq")
);
--> statement-breakpoint
CREATE TABLE "rcn_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"use_staging" boolean DEFAULT false NOT NULL,
	"invite" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"total_exact" boolean DEFAULT false NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"existing" integer DEFAULT 0 NOT NULL,
	"staged" integer DEFAULT 0 NOT NULL,
	"checkpoint_line" integer DEFAULT 1 NOT NULL,
	"promoted_line" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rcn_staged_rows" (
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"company_name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"company_type" text NOT NULL,
	"incorporation_date" date,
	"financial_year_end" text NOT NULL,
	"registered_address" text,
	"services" text[] NOT NULL,
	"preparer_email" text NOT NULL,
	CONSTRAINT "rcn_staged_rows_job_id_line_pk" PRIMARY KEY("job_id","line")
);
--> statement-breakpoint
ALTER TABLE "rcn_import_errors" ADD CONSTRAINT "rcn_import_errors_job_id_rcn_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."rcn_import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcn_import_jobs" ADD CONSTRAINT "rcn_import_jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcn_staged_rows" ADD CONSTRAINT "rcn_staged_rows_job_id_rcn_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."rcn_import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rcn_import_jobs_created_idx" ON "rcn_import_jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rcn_import_jobs_active_idx" ON "rcn_import_jobs" USING btree ("status") WHERE "rcn_import_jobs"."status" in ('Processing', 'Promoting');