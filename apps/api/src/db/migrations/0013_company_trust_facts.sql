CREATE TABLE "company_trust_facts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"completed_as_owner" integer NOT NULL,
	"completed_as_carrier" integer NOT NULL,
	"problems_at_fault_as_forwarder" integer NOT NULL,
	"problems_at_fault_as_carrier" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_weight" double precision NOT NULL,
	"rating_weighted_score" double precision NOT NULL,
	"average_days_to_payment" double precision
);
--> statement-breakpoint
DROP INDEX "order_ratings_rated_company_idx";--> statement-breakpoint
ALTER TABLE "company_trust_facts" ADD CONSTRAINT "company_trust_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_problems_at_fault_idx" ON "order_problems" USING btree ("order_id") WHERE "order_problems"."at_fault_side" is not null;--> statement-breakpoint
CREATE INDEX "orders_completed_owner_idx" ON "orders" USING btree ("owner_company_id") WHERE "orders"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "orders_completed_carrier_idx" ON "orders" USING btree ("selected_carrier_company_id") WHERE "orders"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "order_ratings_rated_company_idx" ON "order_ratings" USING btree ("rated_company_id","created_at","score");--> statement-breakpoint
-- Decision 028: every column of a company's trust facts, from the rows the writes keep, as
-- modules/trip/trust-score-repo.ts read them before. The column order is the table's.
-- A rating weighs 2^(seconds after 2020-01-01 UTC / 180 days of seconds): TRUST_RATING_EPOCH
-- and the half-life of TRUST_SCORE_RULES (packages/shared), which a test checks.
CREATE VIEW company_trust_facts_source AS
SELECT c.id AS company_id,
       (SELECT count(*) FROM orders o
         WHERE o.owner_company_id = c.id AND o.status = 'COMPLETED')::integer AS completed_as_owner,
       (SELECT count(*) FROM orders o
         WHERE o.selected_carrier_company_id = c.id AND o.status = 'COMPLETED')::integer AS completed_as_carrier,
       (SELECT count(*) FROM order_problems p JOIN orders o ON o.id = p.order_id
         WHERE p.at_fault_side = 'FORWARDER' AND o.owner_company_id = c.id)::integer AS problems_at_fault_as_forwarder,
       (SELECT count(*) FROM order_problems p JOIN orders o ON o.id = p.order_id
         WHERE p.at_fault_side = 'CARRIER' AND o.selected_carrier_company_id = c.id)::integer AS problems_at_fault_as_carrier,
       ratings.rating_count,
       ratings.rating_weight,
       ratings.rating_weighted_score,
       (SELECT avg(extract(epoch FROM (paid.actual_at - delivered.actual_at)) / 86400)::float8
          FROM orders o
          JOIN order_trip_steps delivered
            ON delivered.order_id = o.id AND delivered.step = 'DELIVERED' AND delivered.superseded_at IS NULL
          JOIN order_trip_steps paid
            ON paid.order_id = o.id AND paid.step = 'PAYMENT_SENT' AND paid.superseded_at IS NULL
         WHERE o.owner_company_id = c.id) AS average_days_to_payment
  FROM companies c
  CROSS JOIN LATERAL (
    SELECT count(*)::integer AS rating_count,
           coalesce(sum(weighted.weight), 0) AS rating_weight,
           coalesce(sum(weighted.weight * weighted.score), 0) AS rating_weighted_score
      FROM (SELECT r.score,
                   power(2::float8, extract(epoch FROM (r.created_at - timestamptz '2020-01-01 00:00:00+00'))::float8 / 15552000) AS weight
              FROM order_ratings r WHERE r.rated_company_id = c.id) weighted
  ) ratings;
--> statement-breakpoint
-- Recomputes one company's row. Refreshes of one company wait for each other (a
-- transaction-scoped advisory lock), and the read after the lock sees what the transaction
-- before committed: two writers of one company's facts cannot overwrite each other.
CREATE FUNCTION trust_refresh_company_facts(changed_company uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed_company IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('company_trust_facts ' || changed_company::text, 0));
  INSERT INTO company_trust_facts
  SELECT * FROM company_trust_facts_source WHERE company_id = changed_company
  ON CONFLICT (company_id) DO UPDATE SET
    completed_as_owner = EXCLUDED.completed_as_owner,
    completed_as_carrier = EXCLUDED.completed_as_carrier,
    problems_at_fault_as_forwarder = EXCLUDED.problems_at_fault_as_forwarder,
    problems_at_fault_as_carrier = EXCLUDED.problems_at_fault_as_carrier,
    rating_count = EXCLUDED.rating_count,
    rating_weight = EXCLUDED.rating_weight,
    rating_weighted_score = EXCLUDED.rating_weighted_score,
    average_days_to_payment = EXCLUDED.average_days_to_payment;
END;
$$;
--> statement-breakpoint
-- Both parties of an order whose facts changed.
CREATE FUNCTION trust_refresh_order_parties(changed_order uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  party record;
BEGIN
  SELECT owner_company_id, selected_carrier_company_id INTO party FROM orders WHERE id = changed_order;
  IF FOUND THEN
    PERFORM trust_refresh_company_facts(party.owner_company_id);
    IF party.selected_carrier_company_id IS DISTINCT FROM party.owner_company_id THEN
      PERFORM trust_refresh_company_facts(party.selected_carrier_company_id);
    END IF;
  END IF;
END;
$$;
--> statement-breakpoint
-- An order counts for its parties once COMPLETED; its problems at fault and its payment go
-- with its parties. Most updates of an order (an acceptance among them) touch none of these
-- facts and refresh nothing: a busy carrier's row is recomputed only when it gains or loses one.
CREATE FUNCTION trust_facts_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parties_changed boolean := TG_OP = 'UPDATE' AND (
    NEW.owner_company_id IS DISTINCT FROM OLD.owner_company_id
    OR NEW.selected_carrier_company_id IS DISTINCT FROM OLD.selected_carrier_company_id);
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'COMPLETED' THEN
      PERFORM trust_refresh_company_facts(NEW.owner_company_id);
      PERFORM trust_refresh_company_facts(NEW.selected_carrier_company_id);
    END IF;
    RETURN NULL;
  END IF;
  IF (OLD.status = 'COMPLETED') IS DISTINCT FROM (TG_OP = 'UPDATE' AND NEW.status = 'COMPLETED')
     OR (parties_changed AND (OLD.status = 'COMPLETED'
         OR EXISTS (SELECT 1 FROM order_problems p WHERE p.order_id = OLD.id AND p.at_fault_side IS NOT NULL)
         OR EXISTS (SELECT 1 FROM order_trip_steps s WHERE s.order_id = OLD.id AND s.step = 'PAYMENT_SENT'))) THEN
    PERFORM trust_refresh_company_facts(OLD.owner_company_id);
    PERFORM trust_refresh_company_facts(OLD.selected_carrier_company_id);
    IF parties_changed THEN
      PERFORM trust_refresh_company_facts(NEW.owner_company_id);
      PERFORM trust_refresh_company_facts(NEW.selected_carrier_company_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION trust_facts_of_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM trust_refresh_company_facts(OLD.rated_company_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.rated_company_id IS DISTINCT FROM OLD.rated_company_id) THEN
    PERFORM trust_refresh_company_facts(NEW.rated_company_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A problem counts for both parties once decided with a side at fault.
CREATE FUNCTION trust_facts_of_problem() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.at_fault_side IS NOT NULL THEN
    PERFORM trust_refresh_order_parties(OLD.order_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.at_fault_side IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.at_fault_side IS NULL OR NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    PERFORM trust_refresh_order_parties(NEW.order_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The delivery and payment steps make the owner's payment speed; the other steps nothing.
CREATE FUNCTION trust_facts_of_trip_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.step IN ('DELIVERED', 'PAYMENT_SENT') THEN
    PERFORM trust_refresh_company_facts((SELECT owner_company_id FROM orders WHERE id = OLD.order_id));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.step IN ('DELIVERED', 'PAYMENT_SENT') THEN
    PERFORM trust_refresh_company_facts((SELECT owner_company_id FROM orders WHERE id = NEW.order_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_trust_facts AFTER INSERT OR DELETE OR UPDATE OF status, owner_company_id, selected_carrier_company_id ON "orders" FOR EACH ROW EXECUTE FUNCTION trust_facts_of_order();
--> statement-breakpoint
CREATE TRIGGER order_ratings_trust_facts AFTER INSERT OR DELETE OR UPDATE OF score, created_at, rated_company_id ON "order_ratings" FOR EACH ROW EXECUTE FUNCTION trust_facts_of_rating();
--> statement-breakpoint
CREATE TRIGGER order_problems_trust_facts AFTER INSERT OR DELETE OR UPDATE OF at_fault_side, order_id ON "order_problems" FOR EACH ROW EXECUTE FUNCTION trust_facts_of_problem();
--> statement-breakpoint
CREATE TRIGGER order_trip_steps_trust_facts AFTER INSERT OR DELETE OR UPDATE OF actual_at, superseded_at, order_id ON "order_trip_steps" FOR EACH ROW EXECUTE FUNCTION trust_facts_of_trip_step();
--> statement-breakpoint
-- The whole table again from the raw rows: the facts of what exists already, and what the
-- bench's bulk load (triggers off) calls afterwards.
CREATE FUNCTION trust_rebuild_company_facts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_trust_facts;
  INSERT INTO company_trust_facts SELECT * FROM company_trust_facts_source;
$$;
--> statement-breakpoint
SELECT trust_rebuild_company_facts();
--> statement-breakpoint
ANALYZE company_trust_facts;
