ALTER TABLE "stored_files" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key_idx" ON "stored_files" USING btree ("storage_key");