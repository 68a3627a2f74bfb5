ALTER TABLE "documents" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "director_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "shareholder_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_director_id_directors_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."directors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_shareholder_id_shareholders_id_fk" FOREIGN KEY ("shareholder_id") REFERENCES "public"."shareholders"("id") ON DELETE set null ON UPDATE no action;