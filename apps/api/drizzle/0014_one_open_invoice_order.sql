-- Invoices with more than one open order keep the newest; the older ones are closed so the index can hold.
UPDATE "payments" SET "status" = 'failed', "failure_reason" = 'Replaced by a newer order for the same invoice', "updated_at" = now()
WHERE "purpose" = 'invoice' AND "status" = 'created' AND "id" NOT IN (
  SELECT DISTINCT ON ("reference_id") "id" FROM "payments"
  WHERE "purpose" = 'invoice' AND "status" = 'created'
  ORDER BY "reference_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_invoice_order" ON "payments" USING btree ("reference_id") WHERE "payments"."purpose" = 'invoice' and "payments"."status" = 'created';
