CREATE TABLE "chat_attachments" (
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "chat_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "chat_message_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"text" text NOT NULL,
	"change" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delivered_seq" bigint DEFAULT 0 NOT NULL,
	"read_seq" bigint DEFAULT 0 NOT NULL,
	"digested_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"direct_key" text,
	"order_id" uuid,
	"carrier_company_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_presence" (
	"instance_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"sockets" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_presence_instance_id_user_id_pk" PRIMARY KEY("instance_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_revisions" ADD CONSTRAINT "chat_message_revisions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_presence" ADD CONSTRAINT "realtime_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_attachments_file_unique" ON "chat_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "chat_message_revisions_message_idx" ON "chat_message_revisions" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_unique" ON "chat_messages" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_unique" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_seq_idx" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_direct_key_unique" ON "conversations" USING btree ("direct_key") WHERE "conversations"."direct_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_carrier_unique" ON "conversations" USING btree ("order_id","carrier_company_id") WHERE "conversations"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "realtime_presence_user_idx" ON "realtime_presence" USING btree ("user_id");--> statement-breakpoint
-- Live order views (issue 15): every change to an order or to what hangs off it tells the API
-- processes which orders changed, on commit, through the channel `order_events`. A statement
-- names at most 50 orders; more (a bulk load) sends null, "refetch everything". The payload is
-- `{"orderIds": [...] | null}`, well under NOTIFY's 8 kB.
CREATE FUNCTION notify_order_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I) FROM (SELECT %I FROM changed_rows LIMIT 5000) AS rows',
    TG_ARGV[0], TG_ARGV[0]) INTO changed_ids;
  IF changed_ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(changed_ids) > 50 THEN
    PERFORM pg_notify('order_events', '{"orderIds":null}');
  ELSE
    PERFORM pg_notify('order_events', json_build_object('orderIds', changed_ids)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_events_update AFTER UPDATE ON "orders" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('id');
--> statement-breakpoint
CREATE TRIGGER orders_events_delete AFTER DELETE ON "orders" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('id');
--> statement-breakpoint
CREATE TRIGGER order_responses_events_insert AFTER INSERT ON "order_responses" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_responses_events_update AFTER UPDATE ON "order_responses" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_problems_events_insert AFTER INSERT ON "order_problems" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_problems_events_update AFTER UPDATE ON "order_problems" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_deletion_requests_events_insert AFTER INSERT ON "order_deletion_requests" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_deletion_requests_events_update AFTER UPDATE ON "order_deletion_requests" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_documents_events_insert AFTER INSERT ON "order_documents" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_documents_events_update AFTER UPDATE ON "order_documents" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_trip_steps_events_insert AFTER INSERT ON "order_trip_steps" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_trip_steps_events_update AFTER UPDATE ON "order_trip_steps" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_files_events_insert AFTER INSERT ON "order_files" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_files_events_update AFTER UPDATE ON "order_files" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_payments_events_insert AFTER INSERT ON "order_payments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_payments_events_update AFTER UPDATE ON "order_payments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_delivery_confirmations_events_insert AFTER INSERT ON "order_delivery_confirmations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
--> statement-breakpoint
CREATE TRIGGER order_ratings_events_insert AFTER INSERT ON "order_ratings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_order_events('order_id');
