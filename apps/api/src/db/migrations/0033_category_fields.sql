-- Issue #39: category fields. Each category has an ordered list of fields that describe its goods (a scooter's
-- make, year and engine cc; a boat's length and horsepower; a phone's storage), each with an English and a
-- Dhivehi label, a type, a unit and range for numbers, options for lists, and whether it is required and
-- filterable. A retired field (`retired_at`) is no longer asked for, but listings keep what they hold.
-- A listing's values are one JSONB object keyed by field key (`listings.attributes`): typed by the contract's
-- check (packages/contract/src/category-fields.ts) before they are stored; no value is ever a 500 here.
CREATE TABLE "category_fields" (
  "id" serial PRIMARY KEY NOT NULL,
  "category_id" integer NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "label_en" text NOT NULL,
  "label_dv" text NOT NULL,
  "type" text NOT NULL,
  "unit" text,
  "min_value" integer,
  "max_value" integer,
  "options" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "required" boolean DEFAULT false NOT NULL,
  "filterable" boolean DEFAULT false NOT NULL,
  "position" integer NOT NULL,
  "retired_at" timestamp with time zone,
  CONSTRAINT "category_fields_type" CHECK ("type" IN ('number', 'choice', 'choices', 'yes-no', 'text')),
  CONSTRAINT "category_fields_key" CHECK ("key" ~ '^[a-z][a-z0-9_]{0,39}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "category_fields_category_key_idx" ON "category_fields" ("category_id", "key");
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;
