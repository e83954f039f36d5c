ALTER TABLE "push_subscriptions" ADD COLUMN "language" text DEFAULT 'kz' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "language" text DEFAULT 'kz' NOT NULL;