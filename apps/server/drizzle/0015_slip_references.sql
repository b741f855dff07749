CREATE TABLE "slip_references" (
	"bank_reference" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"first_report_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "slip_qr_status" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "slip_bank" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD COLUMN "slip_reference" text;--> statement-breakpoint
ALTER TABLE "slip_references" ADD CONSTRAINT "slip_references_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slip_references" ADD CONSTRAINT "slip_references_first_report_id_bank_transfer_reports_id_fk" FOREIGN KEY ("first_report_id") REFERENCES "public"."bank_transfer_reports"("id") ON DELETE set null ON UPDATE no action;