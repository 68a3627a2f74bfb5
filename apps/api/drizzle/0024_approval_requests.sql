CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"preparer_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"note" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"task_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"decision_note" text,
	"decision_reason" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"resubmitted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_preparer_id_users_id_fk" FOREIGN KEY ("preparer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_draft" ON "approval_requests" USING btree ("company_id") WHERE "approval_requests"."state" = 'draft';--> statement-breakpoint
CREATE INDEX "approval_requests_queue_idx" ON "approval_requests" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "approval_requests_preparer_idx" ON "approval_requests" USING btree ("preparer_id","state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "approval_requests_decided_idx" ON "approval_requests" USING btree ("decided_at","id") WHERE "approval_requests"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "approval_requests_preparer_decided_idx" ON "approval_requests" USING btree ("preparer_id","decided_at","id") WHERE "approval_requests"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "approval_requests_company_idx" ON "approval_requests" USING btree ("company_id","state");