ALTER TABLE "companies" ADD COLUMN "registration_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Live companies that already share a number (the old check-then-insert could race): the oldest keeps it confirmed,
-- the others become held claims for the firm to resolve, so that the unique index can be built.
UPDATE "companies" SET "registration_held" = true WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "jurisdiction", lower("registration_number") ORDER BY "created_at", "id") AS "n"
    FROM "companies" WHERE "deleted_at" IS NULL AND "registration_number" IS NOT NULL
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_registration_number_idx" ON "companies" USING btree ("jurisdiction",lower("registration_number")) WHERE "companies"."deleted_at" is null and "companies"."registration_number" is not null and not "companies"."registration_held";