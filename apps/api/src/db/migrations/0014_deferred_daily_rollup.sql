-- Issue 11, decision 026: every order created on a day in a currency updates that day's one
-- counter row (analytics_daily_orders). Fired at the insert, the trigger held the row's lock
-- for the rest of the transaction — the route points, the audit row and their round trips to
-- a busy API process — so concurrent creates queued behind each other. Deferred to the
-- commit, the update holds the lock only while PostgreSQL commits.
DROP TRIGGER orders_analytics_rollup ON "orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_analytics_rollup AFTER INSERT OR DELETE OR UPDATE OF price, currency, created_at, owner_company_id ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_rollup_orders();
