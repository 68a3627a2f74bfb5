CREATE TABLE "chat_unread" (
	"receiver_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "chat_unread_receiver_id_sender_id_pk" PRIMARY KEY("receiver_id","sender_id"),
	CONSTRAINT "chat_unread_not_negative" CHECK ("chat_unread"."n" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_unread" ADD CONSTRAINT "chat_unread_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_unread" ADD CONSTRAINT "chat_unread_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;