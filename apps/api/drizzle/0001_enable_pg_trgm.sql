-- Trigram indexes back the case-insensitive "contains" searches (company name, registration number).
-- PGlite loads the pg_trgm module in db/client.ts; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
