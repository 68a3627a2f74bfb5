CREATE TABLE "user_count_deltas" (
	"role" text NOT NULL,
	"is_verified" boolean NOT NULL,
	"is_suspended" boolean NOT NULL,
	"is_deleted" boolean NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_count_deltas_role_idx" ON "user_count_deltas" USING btree ("role");