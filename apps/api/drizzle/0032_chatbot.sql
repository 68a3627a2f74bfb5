CREATE TABLE "chatbot_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"key" text NOT NULL,
	"role" text NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')) STORED NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text DEFAULT 'ai' NOT NULL,
	"agent_id" uuid,
	"agent_name" text,
	"handover_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_session_id_chatbot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chatbot_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_sessions" ADD CONSTRAINT "chatbot_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_sessions" ADD CONSTRAINT "chatbot_sessions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_messages_key_unique" ON "chatbot_messages" USING btree ("session_id","key");--> statement-breakpoint
CREATE INDEX "chatbot_messages_session_idx" ON "chatbot_messages" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_passages_ref_unique" ON "chatbot_passages" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "chatbot_passages_tsv_idx" ON "chatbot_passages" USING gin ("tsv");--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_sessions_user_unique" ON "chatbot_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chatbot_sessions_queue_idx" ON "chatbot_sessions" USING btree ("handover_at","id") WHERE "chatbot_sessions"."mode" <> 'ai';--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin (to_tsvector('english', "title" || ' ' || "excerpt" || ' ' || "content_html")) WHERE "articles"."status" = 'published';