CREATE TABLE "driver_fines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'KZT' NOT NULL,
	"fined_on" date NOT NULL,
	"description" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"iin" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"phone" text NOT NULL,
	"status" text DEFAULT 'PENDING_APPROVAL' NOT NULL,
	"review_comment" text,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" text,
	"identity_number" text NOT NULL,
	"identity_issue_date" date NOT NULL,
	"identity_expiry_date" date NOT NULL,
	"identity_issued_by" text NOT NULL,
	"registered_address" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_categories" text[] NOT NULL,
	"licence_expiry_date" date NOT NULL,
	"photo_file_id" uuid,
	"identity_pdf_file_id" uuid,
	"rating" numeric(3, 2),
	"created_by" uuid,
	"retired_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plate_number" text NOT NULL,
	"tech_passport_number" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"vin" text NOT NULL,
	"region" text NOT NULL,
	"manufacture_year" integer NOT NULL,
	"registration_date" date NOT NULL,
	"engine_volume" numeric(6, 3) NOT NULL,
	"assigned_driver_id" uuid,
	"created_by" uuid,
	"retired_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_fines" ADD CONSTRAINT "driver_fines_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_fines" ADD CONSTRAINT "driver_fines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_status_history" ADD CONSTRAINT "driver_status_history_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_status_history" ADD CONSTRAINT "driver_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_identity_pdf_file_id_files_id_fk" FOREIGN KEY ("identity_pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_assigned_driver_id_drivers_id_fk" FOREIGN KEY ("assigned_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_fines_driver_idx" ON "driver_fines" USING btree ("driver_id","fined_on");--> statement-breakpoint
CREATE INDEX "driver_status_history_driver_idx" ON "driver_status_history" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_iin_active_unique" ON "drivers" USING btree ("iin") WHERE "drivers"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "drivers_iin_idx" ON "drivers" USING btree ("iin");--> statement-breakpoint
CREATE INDEX "drivers_company_idx" ON "drivers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "drivers_blacklisted_idx" ON "drivers" USING btree ("created_at") WHERE "drivers"."blacklisted";--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_active_unique" ON "vehicles" USING btree ("plate_number") WHERE "vehicles"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_active_unique" ON "vehicles" USING btree ("vin") WHERE "vehicles"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_company_idx" ON "vehicles" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_assigned_driver_idx" ON "vehicles" USING btree ("assigned_driver_id");