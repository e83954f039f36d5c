CREATE TABLE "order_response_counts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"responses" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_from_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_from_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_to_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_to_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_point_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_response_counts" ADD CONSTRAINT "order_response_counts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing orders: the ends of their routes and their counts of responses not withdrawn.
UPDATE "orders" SET
  "route_from_city" = ends."from_city", "route_from_address" = ends."from_address",
  "route_to_city" = ends."to_city", "route_to_address" = ends."to_address",
  "route_point_count" = ends."points"
FROM (
  SELECT "order_id",
         (array_agg("city" ORDER BY "position"))[1] AS "from_city",
         (array_agg("address" ORDER BY "position"))[1] AS "from_address",
         (array_agg("city" ORDER BY "position" DESC))[1] AS "to_city",
         (array_agg("address" ORDER BY "position" DESC))[1] AS "to_address",
         count(*) AS "points"
    FROM "order_route_points" GROUP BY "order_id"
) AS ends
WHERE ends."order_id" = "orders"."id";--> statement-breakpoint
INSERT INTO "order_response_counts" ("order_id", "responses")
SELECT "order_id", count(*) FROM "order_responses" WHERE "status" <> 'WITHDRAWN' GROUP BY "order_id";
