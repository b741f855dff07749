CREATE TABLE "slip_duplicate_refusals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slip_duplicate_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_reference" text NOT NULL,
	"order_id" integer NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prompt_pay_kind" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prompt_pay_id" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "verification_status" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "verification_details" jsonb;--> statement-breakpoint
ALTER TABLE "slip_duplicate_refusals" ADD CONSTRAINT "slip_duplicate_refusals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slip_duplicate_refusals_refused_idx" ON "slip_duplicate_refusals" USING btree ("refused_at");