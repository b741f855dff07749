ALTER TABLE "bank_accounts" ADD COLUMN "prompt_pay_kind" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prompt_pay_id" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "verification_status" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "verification_details" jsonb;