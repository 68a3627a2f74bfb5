ALTER TABLE "nri_tax_sessions" ADD COLUMN "filing_type" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "nri_tax_sessions" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nri_tax_sessions" ADD COLUMN "email_verified_at" timestamp with time zone;