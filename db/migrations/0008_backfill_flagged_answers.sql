-- Answers sent before flags were stored with them: flagged with the threshold saved when this migration runs (the
-- best known of their moment), once; from now on each answer is flagged when it is sent.
UPDATE "messages" SET "flagged_threshold" = s."confidence_threshold"
FROM (SELECT coalesce((SELECT "confidence_threshold" FROM "assistant_settings" WHERE "id" = 1), 0.8) AS "confidence_threshold") s
WHERE "messages"."message_type" = 'incoming' AND "messages"."kind" = 'question' AND "messages"."answer_source" IS NOT NULL
  AND "messages"."confidence" < s."confidence_threshold";
