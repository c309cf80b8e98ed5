-- Trigram matching for typo-tolerant name search (directory, people).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
