-- Issue #10 (decision 018, amended): how many live listings a term or a price range selects, as the planner
-- estimates it, callable inside the statement that samples them. A sample that overflows needs the estimate
-- (to scale facet shares and to decide whether to read the set whole); asking for it with a separate EXPLAIN
-- cost every uncached search one more round trip, which on these machines is a socket write and a wake-up of
-- the other process (~0.4 ms each, more than the planning itself). `EXECUTE … USING` plans with the values, so
-- the figure is the one a plain EXPLAIN of the same condition gives. Volatile only because PostgreSQL allows
-- EXPLAIN in no other kind of function; it reads nothing but statistics and writes nothing (replicas can run it).
-- The live condition is `liveListingAs` in listing-lifecycle.ts; a test checks both give the same estimate.
CREATE FUNCTION "live_listing_estimate"("term" tsquery, "min_price" numeric, "max_price" numeric, "available_only" boolean)
RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE 'explain (format json) select 1 from listings l where l.status = ''Approved'' and not l.is_deleted'
    || CASE WHEN available_only THEN ' and l.reserved_for_id is null' ELSE '' END
    || CASE WHEN min_price IS NOT NULL THEN ' and l.price >= $2' ELSE '' END
    || CASE WHEN max_price IS NOT NULL THEN ' and l.price <= $3' ELSE '' END
    || CASE WHEN term IS NOT NULL THEN ' and l.search_vector @@ $1' ELSE '' END
    INTO plan USING term, min_price, max_price;
  RETURN (plan->0->'Plan'->>'Plan Rows')::bigint;
END
$$;
