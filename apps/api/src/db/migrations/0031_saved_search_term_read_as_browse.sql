-- Issue #38 item 1: a saved search's term is read as browse reads it, against the live catalogue at each
-- matching pass (typos, other spellings, synonyms, Latin-typed Dhivehi), so the stored parse of the term as
-- typed (`websearch_to_tsquery`) is no longer what alerts test.
ALTER TABLE "saved_searches" DROP COLUMN "term_query";
