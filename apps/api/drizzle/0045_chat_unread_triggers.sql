-- Each receiver's unread messages per sender (chat_unread, 0041), kept in step with chat_messages by statement
-- triggers: an insert adds its unread rows, a delete takes them away, an update (read_at set) moves them; each in the
-- writer's own transaction, one row per (receiver, sender) a statement touched. Rows are changed in key order, so two
-- writers never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION qs_chat_unread_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO chat_unread (receiver_id, sender_id, n)
    SELECT receiver_id, sender_id, count(*) FROM qs_new_chat WHERE read_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (receiver_id, sender_id) DO UPDATE SET n = chat_unread.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_chat_unread_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chat_unread c SET n = c.n - d.n
    FROM (SELECT receiver_id, sender_id, count(*) AS n FROM qs_old_chat WHERE read_at IS NULL GROUP BY 1, 2) d
    WHERE c.receiver_id = d.receiver_id AND c.sender_id = d.sender_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_chat_unread_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Messages that became unread (none today: read_at is only ever set) first, then those that were read.
  INSERT INTO chat_unread (receiver_id, sender_id, n)
    SELECT receiver_id, sender_id, sum(n) FROM (
      SELECT receiver_id, sender_id, 1 AS n FROM qs_new_chat WHERE read_at IS NULL
      UNION ALL SELECT receiver_id, sender_id, -1 FROM qs_old_chat WHERE read_at IS NULL
    ) x GROUP BY 1, 2 HAVING sum(n) > 0 ORDER BY 1, 2
  ON CONFLICT (receiver_id, sender_id) DO UPDATE SET n = chat_unread.n + excluded.n;
  UPDATE chat_unread c SET n = c.n + d.n
    FROM (
      SELECT receiver_id, sender_id, sum(n) AS n FROM (
        SELECT receiver_id, sender_id, 1 AS n FROM qs_new_chat WHERE read_at IS NULL
        UNION ALL SELECT receiver_id, sender_id, -1 FROM qs_old_chat WHERE read_at IS NULL
      ) x GROUP BY 1, 2 HAVING sum(n) < 0
    ) d
    WHERE c.receiver_id = d.receiver_id AND c.sender_id = d.sender_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_chat_unread_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM chat_unread;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS chat_messages_unread_inserted ON chat_messages;
--> statement-breakpoint
CREATE TRIGGER chat_messages_unread_inserted AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS qs_new_chat FOR EACH STATEMENT EXECUTE FUNCTION qs_chat_unread_inserted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS chat_messages_unread_deleted ON chat_messages;
--> statement-breakpoint
CREATE TRIGGER chat_messages_unread_deleted AFTER DELETE ON chat_messages REFERENCING OLD TABLE AS qs_old_chat FOR EACH STATEMENT EXECUTE FUNCTION qs_chat_unread_deleted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS chat_messages_unread_updated ON chat_messages;
--> statement-breakpoint
CREATE TRIGGER chat_messages_unread_updated AFTER UPDATE ON chat_messages REFERENCING OLD TABLE AS qs_old_chat NEW TABLE AS qs_new_chat FOR EACH STATEMENT EXECUTE FUNCTION qs_chat_unread_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS chat_messages_unread_truncated ON chat_messages;
--> statement-breakpoint
CREATE TRIGGER chat_messages_unread_truncated AFTER TRUNCATE ON chat_messages FOR EACH STATEMENT EXECUTE FUNCTION qs_chat_unread_truncated();
--> statement-breakpoint
-- Room on each page for the counters' frequent updates (heap-only updates, no index entry per change).
ALTER TABLE chat_unread SET (fillfactor = 50);
--> statement-breakpoint
-- The unread messages already there.
LOCK TABLE chat_messages IN SHARE MODE;
--> statement-breakpoint
DELETE FROM chat_unread;
--> statement-breakpoint
INSERT INTO chat_unread (receiver_id, sender_id, n)
  SELECT receiver_id, sender_id, count(*) FROM chat_messages WHERE read_at IS NULL GROUP BY 1, 2;
