ALTER TABLE "payments" ADD COLUMN "order_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "incorporation_sessions" ADD COLUMN "order_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "incorporation_sessions" ADD COLUMN "held_until" timestamp with time zone;