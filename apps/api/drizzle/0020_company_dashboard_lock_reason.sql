ALTER TABLE "companies" ADD COLUMN "dashboard_lock_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dashboard_locked_at" timestamp with time zone;