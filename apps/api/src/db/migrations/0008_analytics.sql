CREATE TABLE "analytics_daily_active_companies" (
	"day" date NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "analytics_daily_active_companies_day_company_id_pk" PRIMARY KEY("day","company_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_orders" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"orders" integer NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	CONSTRAINT "analytics_daily_orders_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_active_companies" ADD CONSTRAINT "analytics_daily_active_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 12: the platform dashboard's rollups, kept by the writes. An order counts on the local
-- day (Asia/Almaty) it was created, in its currency; a price or currency change moves it.
-- The counter row of a day and currency is shared by that day's new orders: each creating
-- transaction holds its lock only from this insert to its commit (milliseconds).
CREATE FUNCTION analytics_rollup_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE analytics_daily_orders
       SET orders = orders - 1, value = value - OLD.price
     WHERE day = (OLD.created_at AT TIME ZONE 'Asia/Almaty')::date AND currency = OLD.currency;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_daily_orders (day, currency, orders, value)
    VALUES ((NEW.created_at AT TIME ZONE 'Asia/Almaty')::date, NEW.currency, 1, NEW.price)
    ON CONFLICT (day, currency) DO UPDATE
      SET orders = analytics_daily_orders.orders + 1,
          value = analytics_daily_orders.value + EXCLUDED.value;
    INSERT INTO analytics_daily_active_companies (day, company_id)
    VALUES ((NEW.created_at AT TIME ZONE 'Asia/Almaty')::date, NEW.owner_company_id)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_analytics_rollup AFTER INSERT OR DELETE OR UPDATE OF price, currency, created_at, owner_company_id ON "orders" FOR EACH ROW EXECUTE FUNCTION analytics_rollup_orders();
--> statement-breakpoint
-- A response makes its carrier active on the day it was sent.
CREATE FUNCTION analytics_rollup_responses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily_active_companies (day, company_id)
  VALUES ((NEW.created_at AT TIME ZONE 'Asia/Almaty')::date, NEW.carrier_company_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_responses_analytics_rollup AFTER INSERT ON "order_responses" FOR EACH ROW EXECUTE FUNCTION analytics_rollup_responses();
--> statement-breakpoint
-- The rollups of what exists already (the same statements as rebuildAnalyticsRollups).
INSERT INTO analytics_daily_orders (day, currency, orders, value)
SELECT (created_at AT TIME ZONE 'Asia/Almaty')::date, currency, count(*), sum(price)
  FROM orders GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO analytics_daily_active_companies (day, company_id)
SELECT (created_at AT TIME ZONE 'Asia/Almaty')::date, owner_company_id FROM orders
UNION
SELECT (created_at AT TIME ZONE 'Asia/Almaty')::date, carrier_company_id FROM order_responses;
--> statement-breakpoint
ANALYZE analytics_daily_orders;
--> statement-breakpoint
ANALYZE analytics_daily_active_companies;
