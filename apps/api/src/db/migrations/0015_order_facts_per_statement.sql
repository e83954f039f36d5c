-- Issue 11, decision 026: the order facts (migration 0012) were refreshed once per changed row
-- of a part of an order. A created order's two route points refreshed its facts twice more
-- after the order's own refresh, and an acceptance refreshed them once for the accepted
-- response and once for each declined one, about 0.3 ms of PostgreSQL each time. The parts a
-- statement changes in several rows now refresh each order they touch once, at the end of the
-- statement, from its transition tables; in order of id, so two statements lock the orders'
-- refreshes in the same order.
CREATE FUNCTION analytics_order_facts_of_parts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_order uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR changed_order IN SELECT DISTINCT order_id FROM new_rows ORDER BY order_id LOOP
      PERFORM analytics_refresh_order_facts(changed_order);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed_order IN SELECT DISTINCT order_id FROM old_rows ORDER BY order_id LOOP
      PERFORM analytics_refresh_order_facts(changed_order);
    END LOOP;
  ELSE
    FOR changed_order IN
      SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows ORDER BY order_id
    LOOP
      PERFORM analytics_refresh_order_facts(changed_order);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER order_responses_analytics_facts ON "order_responses";
--> statement-breakpoint
-- A trigger with transition tables fires on one event, hence one trigger per event.
CREATE TRIGGER order_responses_analytics_facts_update AFTER UPDATE ON "order_responses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_facts_of_parts();
--> statement-breakpoint
CREATE TRIGGER order_responses_analytics_facts_delete AFTER DELETE ON "order_responses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_facts_of_parts();
--> statement-breakpoint
DROP TRIGGER order_route_points_analytics_facts ON "order_route_points";
--> statement-breakpoint
CREATE TRIGGER order_route_points_analytics_facts_insert AFTER INSERT ON "order_route_points" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_facts_of_parts();
--> statement-breakpoint
CREATE TRIGGER order_route_points_analytics_facts_update AFTER UPDATE ON "order_route_points" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_facts_of_parts();
--> statement-breakpoint
CREATE TRIGGER order_route_points_analytics_facts_delete AFTER DELETE ON "order_route_points" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_facts_of_parts();
