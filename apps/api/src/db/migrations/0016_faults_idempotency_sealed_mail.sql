CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_body" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_sha256" text;--> statement-breakpoint
UPDATE "mail_outbox" SET "body_sha256" = encode(sha256(convert_to("body", 'UTF8')), 'hex');--> statement-breakpoint
-- A message not yet sent keeps its body, marked as not sealed; the server seals it when it starts
-- (platform/mail). A sent one keeps only its hash.
UPDATE "mail_outbox" SET "sealed_body" = 'plain:' || "body" WHERE "sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "body_sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "body";
