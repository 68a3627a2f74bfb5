DROP INDEX "companies_regno_trgm_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(name) || chr(10) || lower(coalesce(registration_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_key_trgm_idx" ON "companies" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_created_search_idx" ON "companies" USING btree ("created_at","id","search_key") WHERE "companies"."deleted_at" is null;