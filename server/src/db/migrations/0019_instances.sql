CREATE TABLE "job_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"period" bigint NOT NULL,
	"holder" text,
	"held_until" timestamp with time zone,
	"passes" bigint DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone
);
--> statement-breakpoint
-- Rate-limit events are counted by every request on the look-up paths: not written to the WAL, a
-- commit does not wait for a disk flush. A crash of PostgreSQL empties the table (the counts start
-- again, as the embedded server's in-memory ones do on a restart); it is not copied to replicas.
ALTER TABLE "rate_events" SET UNLOGGED;
--> statement-breakpoint
-- One round trip for a rate-limit check (database-rate-limiter.ts): under a per-key lock, for each
-- limit, the limit-th newest event of its window (found: the limit is reached, and that event's
-- leaving the window frees a place); when all pass and p_record, the event is counted. Scans at
-- most `limit` index entries per limit, however busy the key.
CREATE OR REPLACE FUNCTION rate_admit(p_key text, p_at timestamptz, p_limits integer[], p_windows_ms bigint[], p_record boolean)
RETURNS TABLE (wait_ms bigint, refused_by integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_freeing timestamptz;
  v_wait bigint;
  v_now_ms bigint := floor(extract(epoch from p_at) * 1000);
BEGIN
  wait_ms := 0;
  refused_by := -1;
  IF p_record THEN
    PERFORM pg_advisory_xact_lock(hashtext(p_key));
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_limits, 1), 0) LOOP
    SELECT e.at INTO v_freeing FROM rate_events e
      WHERE e.key = p_key AND e.at > p_at - p_windows_ms[i] * interval '1 millisecond'
      ORDER BY e.at DESC OFFSET p_limits[i] - 1 LIMIT 1;
    IF FOUND THEN
      v_wait := floor(extract(epoch from v_freeing) * 1000)::bigint + p_windows_ms[i] - v_now_ms;
      IF v_wait > wait_ms THEN
        wait_ms := v_wait;
        refused_by := i - 1;
      END IF;
    END IF;
  END LOOP;
  IF p_record AND refused_by = -1 THEN
    INSERT INTO rate_events (key, at) VALUES (p_key, p_at);
  END IF;
  RETURN NEXT;
END $$;
