CREATE TABLE "match_terms" (
	"side" smallint NOT NULL,
	"term" text NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "match_terms_side_term_member_id_pk" PRIMARY KEY("side","term","member_id")
);
--> statement-breakpoint
CREATE TABLE "match_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "match_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "match_terms" ADD CONSTRAINT "match_terms_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_terms_member_id_idx" ON "match_terms" USING btree ("member_id");--> statement-breakpoint
-- Keeps match_terms and match_words in step with each member's profile (decision 0011).
CREATE FUNCTION "match_index_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM match_terms WHERE member_id = NEW.id;
  END IF;
  INSERT INTO match_terms (side, term, member_id)
    SELECT 1, t, NEW.id FROM unnest(tsvector_to_array(NEW.offer_search)) AS t
    UNION
    SELECT 2, t, NEW.id FROM unnest(tsvector_to_array(NEW.want_search)) AS t
    ON CONFLICT DO NOTHING;
  INSERT INTO match_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(left(concat_ws(' ', NEW.services_offered, NEW.job_title,
      array_to_string(NEW.skills, ' '), NEW.looking_for, NEW.target_audience), 20000)), '[^a-z0-9+#.-]+') AS w
    WHERE length(w) BETWEEN 3 AND 24 AND w ~ '^[a-z]'
    ORDER BY w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_match_index" AFTER INSERT OR UPDATE OF services_offered, job_title, skills, looking_for, target_audience
  ON "users" FOR EACH ROW EXECUTE FUNCTION "match_index_member"();
--> statement-breakpoint
INSERT INTO match_terms (side, term, member_id)
  SELECT 1, t, u.id FROM users u, unnest(tsvector_to_array(u.offer_search)) AS t
  UNION
  SELECT 2, t, u.id FROM users u, unnest(tsvector_to_array(u.want_search)) AS t
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO match_words (word)
  SELECT DISTINCT w FROM users u, regexp_split_to_table(lower(left(concat_ws(' ', u.services_offered, u.job_title,
    array_to_string(u.skills, ' '), u.looking_for, u.target_audience), 20000)), '[^a-z0-9+#.-]+') AS w
  WHERE length(w) BETWEEN 3 AND 24 AND w ~ '^[a-z]'
  ORDER BY w
  ON CONFLICT DO NOTHING;
