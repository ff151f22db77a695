-- Rare search terms were misplanned with the default statistics target (ARCHITECTURE.md "Browse search").
ALTER TABLE "listings" ALTER COLUMN "search_vector" SET STATISTICS 1000;
