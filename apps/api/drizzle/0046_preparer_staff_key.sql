DROP INDEX "companies_preparer_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "staff_key" text;--> statement-breakpoint
CREATE INDEX "companies_preparer_idx" ON "companies" USING btree ("preparer_id","created_at","id","staff_key") WHERE "companies"."deleted_at" is null;