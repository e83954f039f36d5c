CREATE TABLE "analytics_order_facts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"owner_company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"carrier_company_id" uuid,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"transport_type" text NOT NULL,
	"lane" text NOT NULL,
	"agreed_price" double precision,
	"agreed_currency" text,
	"km" double precision,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"selected_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"loading_at" timestamp with time zone,
	"loading_on_time" boolean,
	"delivered_at" timestamp with time zone,
	"delivery_on_time" boolean,
	"responses" integer NOT NULL,
	"had_problem" boolean NOT NULL,
	"forwarder_score" integer
);
--> statement-breakpoint
ALTER TABLE "analytics_order_facts" ADD CONSTRAINT "analytics_order_facts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_order_facts_owner_idx" ON "analytics_order_facts" USING btree ("owner_company_id","created_by");--> statement-breakpoint
CREATE INDEX "analytics_order_facts_carrier_idx" ON "analytics_order_facts" USING btree ("carrier_company_id","completed_at");--> statement-breakpoint
CREATE INDEX "order_responses_carrier_sent_idx" ON "order_responses" USING btree ("carrier_company_id","created_at","status","updated_at");--> statement-breakpoint
-- Issue 12: every column of an order's facts row, from the tables the writes keep. The column
-- order is the table's: INSERT … SELECT * fills it. Days are local days in Asia/Almaty.
CREATE VIEW analytics_order_facts_source AS
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
       rating.score::integer AS forwarder_score
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
-- Recomputes one order's facts row (or removes it with the order). Refreshes of one order wait
-- for each other (a transaction-scoped advisory lock), and the read that follows the lock sees
-- what the transaction before committed: two transactions changing different tables of one
-- order both end up in the row, neither overwrites the other with what it could not see.
CREATE FUNCTION analytics_refresh_order_facts(changed_order uuid) RETURNS void LANGUAGE plpgsql AS $$
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
    had_problem = EXCLUDED.had_problem, forwarder_score = EXCLUDED.forwarder_score;
  IF NOT FOUND THEN
    DELETE FROM analytics_order_facts WHERE order_id = changed_order;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_order_facts_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_order_facts(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The tables that hang off an order by order_id.
CREATE FUNCTION analytics_order_facts_of_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM analytics_refresh_order_facts(OLD.order_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    PERFORM analytics_refresh_order_facts(NEW.order_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order's delete removes its row by the foreign key's cascade.
CREATE TRIGGER orders_analytics_facts AFTER INSERT OR UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION analytics_order_facts_of_order();
--> statement-breakpoint
-- A response matters once selected, which is an update of the order; after that its own
-- decision and offer.
CREATE TRIGGER order_responses_analytics_facts AFTER UPDATE OR DELETE ON "order_responses" FOR EACH ROW EXECUTE FUNCTION analytics_order_facts_of_part();
--> statement-breakpoint
CREATE TRIGGER order_response_counts_analytics_facts AFTER INSERT OR UPDATE OR DELETE ON "order_response_counts" FOR EACH ROW EXECUTE FUNCTION analytics_order_facts_of_part();
--> statement-breakpoint
CREATE TRIGGER order_trip_steps_analytics_facts AFTER INSERT OR UPDATE OR DELETE ON "order_trip_steps" FOR EACH ROW EXECUTE FUNCTION analytics_order_facts_of_part();
--> statement-breakpoint
CREATE TRIGGER order_route_points_analytics_facts AFTER INSERT OR UPDATE OR DELETE ON "order_route_points" FOR EACH ROW EXECUTE FUNCTION analytics_order_facts_of_part();
--> statement-breakpoint
CREATE TRIGGER order_problems_analytics_facts AFTER INSERT OR DELETE ON "order_problems" FOR EACH ROW EXECUTE FUNCTION analytics_order_facts_of_part();
--> statement-breakpoint
CREATE TRIGGER order_ratings_analytics_facts AFTER INSERT OR UPDATE OR DELETE ON "order_ratings" FOR EACH ROW EXECUTE FUNCTION analytics_order_facts_of_part();
--> statement-breakpoint
-- The facts of what exists already (the same statement as rebuildAnalyticsRollups).
INSERT INTO analytics_order_facts SELECT * FROM analytics_order_facts_source;
--> statement-breakpoint
ANALYZE analytics_order_facts;
