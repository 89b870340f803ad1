-- Messages stored before the kinds existed: joins and system replies were marked by a 'system:' source, small
-- talk by a reply without source given with full confidence. None of them is a question.
UPDATE "messages" SET "kind" = 'join', "answer_source" = NULL WHERE "answer_source" = 'system:start';--> statement-breakpoint
UPDATE "messages" SET "kind" = 'system', "answer_source" = NULL WHERE "answer_source" LIKE 'system:%';--> statement-breakpoint
UPDATE "messages" SET "kind" = 'smalltalk' WHERE "message_type" = 'incoming' AND "answer_source" IS NULL AND "confidence" = 1;
