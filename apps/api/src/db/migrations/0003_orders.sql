CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reported_by" uuid NOT NULL,
	"decision_comment" text,
	"new_status" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"comment" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_route_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"contact_person" text NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"owner_company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text NOT NULL,
	"planned_loading_date" date NOT NULL,
	"planned_unloading_date" date NOT NULL,
	"transport_type" text NOT NULL,
	"order_type" text NOT NULL,
	"payment_terms" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"cargo_name" text NOT NULL,
	"cargo_weight_tons" numeric(9, 3) NOT NULL,
	"cargo_volume_m3" numeric(9, 2) NOT NULL,
	"package_type" text NOT NULL,
	"seats" integer NOT NULL,
	"seat_length_m" numeric(6, 2),
	"seat_width_m" numeric(6, 2),
	"seat_height_m" numeric(6, 2),
	"declared_value" numeric(16, 2),
	"declared_value_currency" text,
	"loading_method" text NOT NULL,
	"transportation_type" text NOT NULL,
	"transportation_view" text NOT NULL,
	"special_conditions" text,
	"selected_response_id" uuid,
	"selected_carrier_company_id" uuid,
	"has_open_problem" boolean DEFAULT false NOT NULL,
	"has_open_deletion_request" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_unloading_after_loading" CHECK ("orders"."planned_unloading_date" >= "orders"."planned_loading_date"),
	CONSTRAINT "orders_price_positive" CHECK ("orders"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_deletion_requests" ADD CONSTRAINT "order_deletion_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deletion_requests" ADD CONSTRAINT "order_deletion_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deletion_requests" ADD CONSTRAINT "order_deletion_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responses" ADD CONSTRAINT "order_responses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responses" ADD CONSTRAINT "order_responses_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responses" ADD CONSTRAINT "order_responses_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responses" ADD CONSTRAINT "order_responses_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responses" ADD CONSTRAINT "order_responses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_route_points" ADD CONSTRAINT "order_route_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_selected_response_id_order_responses_id_fk" FOREIGN KEY ("selected_response_id") REFERENCES "public"."order_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_selected_carrier_company_id_companies_id_fk" FOREIGN KEY ("selected_carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deletion_requests_one_pending_per_order" ON "order_deletion_requests" USING btree ("order_id") WHERE "order_deletion_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "order_deletion_requests_order_idx" ON "order_deletion_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_deletion_requests_status_idx" ON "order_deletion_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_problems_one_open_per_order" ON "order_problems" USING btree ("order_id") WHERE "order_problems"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "order_problems_order_idx" ON "order_problems" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_problems_status_idx" ON "order_problems" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_responses_one_open_per_carrier" ON "order_responses" USING btree ("order_id","carrier_company_id") WHERE "order_responses"."status" in ('ACTIVE', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "order_responses_order_idx" ON "order_responses" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_responses_carrier_idx" ON "order_responses" USING btree ("carrier_company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_route_points_order_position_unique" ON "order_route_points" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_status_transport_loading_idx" ON "orders" USING btree ("status","transport_type","planned_loading_date","id");--> statement-breakpoint
CREATE INDEX "orders_status_loading_idx" ON "orders" USING btree ("status","planned_loading_date","id");--> statement-breakpoint
CREATE INDEX "orders_owner_created_idx" ON "orders" USING btree ("owner_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_by_idx" ON "orders" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_selected_carrier_idx" ON "orders" USING btree ("selected_carrier_company_id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_vector");