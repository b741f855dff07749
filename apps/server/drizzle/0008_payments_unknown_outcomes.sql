ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_state_known";--> statement-breakpoint
DROP INDEX "payment_attempts_inquiry_idx";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "shop_ref" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_shop_ref_idx" ON "payment_attempts" USING btree ("provider","shop_ref") WHERE "payment_attempts"."shop_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_attempts_open_inquiry_idx" ON "payment_attempts" USING btree ("next_inquiry_at") WHERE "payment_attempts"."state" IN ('created','pending','unknown') AND "payment_attempts"."next_inquiry_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_attempts_late_look_up_idx" ON "payment_attempts" USING btree ("next_inquiry_at") WHERE "payment_attempts"."state" = 'failed' AND "payment_attempts"."failure_code" = 'not_found_at_provider';--> statement-breakpoint
CREATE INDEX "payment_attempts_refund_due_idx" ON "payment_attempts" USING btree ("refund_due_at") WHERE "payment_attempts"."state" = 'flagged' AND "payment_attempts"."refund_due_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_state_known" CHECK ("payment_attempts"."state" IN ('created','pending','unknown','succeeded','failed','expired','flagged','refunded'));