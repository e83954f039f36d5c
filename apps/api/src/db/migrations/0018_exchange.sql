CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"rate_to_kzt" numeric(14, 6) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"search_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"price" text,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_search_id_order_id_pk" PRIMARY KEY("search_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"origins" text[] DEFAULT '{}' NOT NULL,
	"destinations" text[] DEFAULT '{}' NOT NULL,
	"origin_keys" text[] GENERATED ALWAYS AS (case when cardinality(origins) = 0 then array['*'] else origins end) STORED NOT NULL,
	"destination_keys" text[] GENERATED ALWAYS AS (case when cardinality(destinations) = 0 then array['*'] else destinations end) STORED NOT NULL,
	"loading_date_from" date,
	"loading_date_to" date,
	"body_types" text[] DEFAULT '{}' NOT NULL,
	"weight_min_tons" numeric(7, 3),
	"weight_max_tons" numeric(7, 3),
	"volume_min_m3" numeric(7, 2),
	"volume_max_m3" numeric(7, 2),
	"price_min" numeric(14, 2),
	"price_currency" text,
	"email_frequency" text DEFAULT 'OFF' NOT NULL,
	"paused_at" timestamp with time zone,
	"muted_at" timestamp with time zone,
	"push_enabled" boolean DEFAULT true NOT NULL,
	"unseen_count" integer DEFAULT 0 NOT NULL,
	"last_matched_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"driver_id" uuid,
	"place" text NOT NULL,
	"region" text NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date NOT NULL,
	"destinations" text[] DEFAULT '{}' NOT NULL,
	"body_type" text NOT NULL,
	"capacity_tons" numeric(6, 3) NOT NULL,
	"capacity_m3" numeric(6, 2) NOT NULL,
	"price" numeric(14, 2),
	"price_unit" text DEFAULT 'TOTAL' NOT NULL,
	"currency" text,
	"comment" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "capacity_tons" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "capacity_m3" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_from_place" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_to_place" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_selected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_order_facts" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invitations" ADD CONSTRAINT "order_invitations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invitations" ADD CONSTRAINT "order_invitations_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invitations" ADD CONSTRAINT "order_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_offers" ADD CONSTRAINT "truck_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_offers" ADD CONSTRAINT "truck_offers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_offers" ADD CONSTRAINT "truck_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_offers" ADD CONSTRAINT "truck_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date_unique" ON "exchange_rates" USING btree ("currency","rate_date");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invitations_order_carrier_unique" ON "order_invitations" USING btree ("order_id","carrier_company_id");--> statement-breakpoint
CREATE INDEX "order_invitations_carrier_idx" ON "order_invitations" USING btree ("carrier_company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_order_idx" ON "saved_search_matches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_unmailed_idx" ON "saved_search_matches" USING btree ("search_id","created_at") WHERE "saved_search_matches"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_origin_keys_idx" ON "saved_searches" USING gin ("origin_keys");--> statement-breakpoint
CREATE INDEX "truck_offers_status_region_idx" ON "truck_offers" USING btree ("status","region","available_to");--> statement-breakpoint
CREATE INDEX "truck_offers_status_available_idx" ON "truck_offers" USING btree ("status","available_from");--> statement-breakpoint
CREATE INDEX "truck_offers_company_idx" ON "truck_offers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "truck_offers_vehicle_idx" ON "truck_offers" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "orders_status_from_place_idx" ON "orders" USING btree ("status","route_from_place","planned_loading_date");--> statement-breakpoint
-- Issue 31: the facts read an order's first response from the order, at the end of the row (a
-- view gains columns only at its end, as the table does).
CREATE OR REPLACE VIEW analytics_order_facts_source AS
SELECT o.id AS order_id,
       o.owner_company_id,
       o.created_by,
       o.selected_carrier_company_id AS carrier_company_id,
       r.driver_id,
       r.vehicle_id,
       o.transport_type,
       o.route_from_city || ' → ' || o.route_to_city AS lane,
       r.price::float8 AS agreed_price,
       r.currency AS agreed_currency,
       route.km,
       o.created_at,
       o.published_at,
       CASE WHEN r.status = 'ACCEPTED' THEN r.updated_at END AS selected_at,
       CASE WHEN o.status = 'COMPLETED' AND r.id IS NOT NULL THEN completed.actual_at END AS completed_at,
       CASE WHEN o.status = 'CANCELLED' THEN o.updated_at END AS cancelled_at,
       loading.actual_at AS loading_at,
       (loading.actual_at AT TIME ZONE 'Asia/Almaty')::date <= o.planned_loading_date AS loading_on_time,
       delivered.actual_at AS delivered_at,
       (delivered.actual_at AT TIME ZONE 'Asia/Almaty')::date <= o.planned_unloading_date AS delivery_on_time,
       coalesce(counts.responses, 0) AS responses,
       EXISTS (SELECT 1 FROM order_problems p WHERE p.order_id = o.id) AS had_problem,
       rating.score::integer AS forwarder_score,
       o.first_response_at
  FROM orders o
  LEFT JOIN order_responses r ON r.id = o.selected_response_id
  LEFT JOIN order_trip_steps completed
    ON completed.order_id = o.id AND completed.step = 'COMPLETED' AND completed.superseded_at IS NULL
  LEFT JOIN order_trip_steps loading
    ON loading.order_id = o.id AND loading.step = 'LOADING_STARTED' AND loading.superseded_at IS NULL
  LEFT JOIN order_trip_steps delivered
    ON delivered.order_id = o.id AND delivered.step = 'DELIVERED' AND delivered.superseded_at IS NULL
  LEFT JOIN order_response_counts counts ON counts.order_id = o.id
  LEFT JOIN order_ratings rating ON rating.order_id = o.id AND rating.side = 'FORWARDER'
  -- The great-circle (haversine, Earth 6371 km) length of the legs between the route's points in
  -- order; null when a point has no coordinates or there are no points.
  LEFT JOIN LATERAL (
    SELECT CASE WHEN bool_and(legs.lat IS NOT NULL AND legs.lng IS NOT NULL)
                THEN coalesce(sum(2 * 6371 * asin(sqrt(
                       power(sin(radians(legs.lat - legs.previous_lat) / 2), 2)
                       + cos(radians(legs.previous_lat)) * cos(radians(legs.lat))
                         * power(sin(radians(legs.lng - legs.previous_lng) / 2), 2)))), 0)
           END AS km
      FROM (SELECT p.lat, p.lng,
                   lag(p.lat) OVER (ORDER BY p.position) AS previous_lat,
                   lag(p.lng) OVER (ORDER BY p.position) AS previous_lng
              FROM order_route_points p WHERE p.order_id = o.id) legs
  ) route ON true;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_refresh_order_facts(changed_order uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('analytics_order_facts ' || changed_order::text, 0));
  INSERT INTO analytics_order_facts
  SELECT * FROM analytics_order_facts_source WHERE order_id = changed_order
  ON CONFLICT (order_id) DO UPDATE SET
    owner_company_id = EXCLUDED.owner_company_id, created_by = EXCLUDED.created_by,
    carrier_company_id = EXCLUDED.carrier_company_id, driver_id = EXCLUDED.driver_id,
    vehicle_id = EXCLUDED.vehicle_id, transport_type = EXCLUDED.transport_type,
    lane = EXCLUDED.lane, agreed_price = EXCLUDED.agreed_price,
    agreed_currency = EXCLUDED.agreed_currency, km = EXCLUDED.km,
    created_at = EXCLUDED.created_at, published_at = EXCLUDED.published_at,
    selected_at = EXCLUDED.selected_at, completed_at = EXCLUDED.completed_at,
    cancelled_at = EXCLUDED.cancelled_at, loading_at = EXCLUDED.loading_at,
    loading_on_time = EXCLUDED.loading_on_time, delivered_at = EXCLUDED.delivered_at,
    delivery_on_time = EXCLUDED.delivery_on_time, responses = EXCLUDED.responses,
    had_problem = EXCLUDED.had_problem, forwarder_score = EXCLUDED.forwarder_score,
    first_response_at = EXCLUDED.first_response_at;
  IF NOT FOUND THEN
    DELETE FROM analytics_order_facts WHERE order_id = changed_order;
  END IF;
END;
$$;
--> statement-breakpoint
-- What existing orders had: the first response sent, and the accepted response's decision.
UPDATE orders o SET first_response_at = r.first_at
  FROM (SELECT order_id, min(created_at) AS first_at FROM order_responses GROUP BY order_id) r
 WHERE r.order_id = o.id AND o.first_response_at IS NULL;
--> statement-breakpoint
UPDATE orders o SET carrier_selected_at = r.updated_at
  FROM order_responses r
 WHERE r.id = o.selected_response_id AND r.status = 'ACCEPTED' AND o.carrier_selected_at IS NULL;
--> statement-breakpoint
UPDATE analytics_order_facts f SET first_response_at = o.first_response_at
  FROM orders o
 WHERE o.id = f.order_id AND f.first_response_at IS DISTINCT FROM o.first_response_at;
