-- Issue #39 item 3: browse filters by category field, and saved searches that keep them.
-- A GIN index (jsonb_path_ops) over the live listings' values serves list and yes/no filters
-- (`attributes @> '{"make":"honda"}'`), intersected by the planner with the category's own index; number ranges
-- are tested on the category's rows (decision 042). No pending list, as for the other browse GIN indexes
-- (migration 0024): every search through it would read the list whole.
CREATE INDEX "listings_live_attributes_idx" ON "listings" USING gin ("attributes" jsonb_path_ops)
  WITH (fastupdate = off) WHERE status = 'Approved' AND NOT is_deleted;
--> statement-breakpoint
-- A saved search's field filters as browse reads them (`FieldFilter[]`, packages/contract/src/field-filters.ts):
-- `[{"key":"year","min":2018},{"key":"make","values":["honda","yamaha"]}]`; null without any.
ALTER TABLE "saved_searches" ADD COLUMN "field_filters" jsonb;
--> statement-breakpoint
-- Whether a listing's values pass every filter of a saved search: the alerts' form of browse's rule
-- (`fieldValuePasses` in the contract, `fieldFilterSql` in the API; tested alike). A number within the range;
-- a choice, one of several choices held, or a yes/no (as "yes"/"no") among the values; no value never passes.
CREATE FUNCTION listing_fields_match(attrs jsonb, filters jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(bool_and(
    case
      when f ? 'values' then
        case jsonb_typeof(attrs -> (f ->> 'key'))
          when 'string' then (f -> 'values') ? (attrs ->> (f ->> 'key'))
          when 'boolean' then (f -> 'values') ? (case when (attrs -> (f ->> 'key'))::boolean then 'yes' else 'no' end)
          when 'array' then exists (
            select 1 from jsonb_array_elements_text(attrs -> (f ->> 'key')) held where (f -> 'values') ? held)
          else false
        end
      -- `case`, not `and`: the cast must only ever see a number.
      when jsonb_typeof(attrs -> (f ->> 'key')) = 'number' then
        (not f ? 'min' or (attrs ->> (f ->> 'key'))::numeric >= (f ->> 'min')::numeric)
        and (not f ? 'max' or (attrs ->> (f ->> 'key'))::numeric <= (f ->> 'max')::numeric)
      else false
    end), true)
  from jsonb_array_elements(coalesce(filters, '[]'::jsonb)) f
$$;
