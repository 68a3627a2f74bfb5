ALTER TABLE "nri_tax_sessions" ADD COLUMN "order_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "nri_tax_sessions" ADD COLUMN "held_until" timestamp with time zone;