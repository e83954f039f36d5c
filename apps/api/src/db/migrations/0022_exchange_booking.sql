CREATE TABLE "lane_price_deals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"from_region" text NOT NULL,
	"to_region" text NOT NULL,
	"from_country" text NOT NULL,
	"to_country" text NOT NULL,
	"body_type" text NOT NULL,
	"completed_on" date NOT NULL,
	"deal_on" date NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"km" double precision
);
--> statement-breakpoint
CREATE TABLE "response_counter_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"comment" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "publication_stage" text DEFAULT 'PUBLIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pool_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lane_price_deals" ADD CONSTRAINT "lane_price_deals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_counter_offers" ADD CONSTRAINT "response_counter_offers_response_id_order_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."order_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_counter_offers" ADD CONSTRAINT "response_counter_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_counter_offers" ADD CONSTRAINT "response_counter_offers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lane_price_deals_regions_idx" ON "lane_price_deals" USING btree ("from_region","to_region","completed_on");--> statement-breakpoint
CREATE INDEX "lane_price_deals_countries_idx" ON "lane_price_deals" USING btree ("from_country","to_country","body_type","completed_on");--> statement-breakpoint
CREATE INDEX "response_counter_offers_response_idx" ON "response_counter_offers" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "response_counter_offers_one_open" ON "response_counter_offers" USING btree ("response_id") WHERE "response_counter_offers"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "orders_pool_until_idx" ON "orders" USING btree ("pool_until") WHERE "orders"."publication_stage" = 'POOL';--> statement-breakpoint
-- Issue 32's price hint (decision 040): a completed order's deal on its lane, from its facts
-- row (the agreed price, the instants, the route's length) and its places. Orders whose ends
-- the gazetteer does not know have no lane. The column order is the table's.
CREATE VIEW lane_price_deals_source AS
SELECT f.order_id,
       split_part(o.route_from_place, ':', 1) AS from_region,
       split_part(o.route_to_place, ':', 1) AS to_region,
       left(o.route_from_place, 2) AS from_country,
       left(o.route_to_place, 2) AS to_country,
       f.transport_type AS body_type,
       (f.completed_at AT TIME ZONE 'Asia/Almaty')::date AS completed_on,
       (coalesce(f.selected_at, f.completed_at) AT TIME ZONE 'Asia/Almaty')::date AS deal_on,
       round(f.agreed_price::numeric, 2) AS price,
       f.agreed_currency AS currency,
       f.km
  FROM analytics_order_facts f
  JOIN orders o ON o.id = f.order_id
 WHERE f.completed_at IS NOT NULL AND f.agreed_price IS NOT NULL
   AND coalesce(o.route_from_place, '') <> '' AND coalesce(o.route_to_place, '') <> '';
--> statement-breakpoint
-- Follows an order's facts row: every write the facts follow (completion, a later correction,
-- the route) reaches the lane's row in the same transaction.
CREATE FUNCTION lane_price_deals_of_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lane_price_deals
  SELECT * FROM lane_price_deals_source WHERE order_id = NEW.order_id
  ON CONFLICT (order_id) DO UPDATE SET
    from_region = EXCLUDED.from_region, to_region = EXCLUDED.to_region,
    from_country = EXCLUDED.from_country, to_country = EXCLUDED.to_country,
    body_type = EXCLUDED.body_type, completed_on = EXCLUDED.completed_on,
    deal_on = EXCLUDED.deal_on, price = EXCLUDED.price, currency = EXCLUDED.currency,
    km = EXCLUDED.km;
  IF NOT FOUND THEN
    DELETE FROM lane_price_deals WHERE order_id = NEW.order_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only rows that are or were a completed deal: the rest of the facts' writes cost nothing here.
CREATE TRIGGER analytics_order_facts_lane_insert AFTER INSERT ON "analytics_order_facts" FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION lane_price_deals_of_facts();
--> statement-breakpoint
CREATE TRIGGER analytics_order_facts_lane_update AFTER UPDATE ON "analytics_order_facts" FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL OR OLD.completed_at IS NOT NULL) EXECUTE FUNCTION lane_price_deals_of_facts();
--> statement-breakpoint
INSERT INTO lane_price_deals SELECT * FROM lane_price_deals_source;
