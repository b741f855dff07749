CREATE TABLE "bank_transfer_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfer_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"bank_account_id" integer,
	"bank_code" text NOT NULL,
	"transferred_at" timestamp with time zone NOT NULL,
	"transfer_amount" integer,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '-' NOT NULL,
	"slip_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempt_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempt_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"http_status" integer,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"provider_ref" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"flag_reason" text,
	"next_action" jsonb,
	"card_details" jsonb,
	"expires_at" timestamp with time zone,
	"next_inquiry_at" timestamp with time zone,
	"inquiry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_state_known" CHECK ("payment_attempts"."state" IN ('created','pending','succeeded','failed','expired','flagged')),
	CONSTRAINT "payment_attempts_amount_valid" CHECK ("payment_attempts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"attempt_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD CONSTRAINT "bank_transfer_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD CONSTRAINT "bank_transfer_reports_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD CONSTRAINT "bank_transfer_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_reports" ADD CONSTRAINT "bank_transfer_reports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempt_logs" ADD CONSTRAINT "payment_attempt_logs_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfer_reports_order_idx" ON "bank_transfer_reports" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_attempt_logs_attempt_idx" ON "payment_attempt_logs" USING btree ("attempt_id","id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_ref_idx" ON "payment_attempts" USING btree ("provider","provider_ref") WHERE "payment_attempts"."provider_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_attempts_inquiry_idx" ON "payment_attempts" USING btree ("next_inquiry_at") WHERE "payment_attempts"."state" IN ('created','pending') AND "payment_attempts"."next_inquiry_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_dedupeKey_unique" UNIQUE("dedupe_key");--> statement-breakpoint
CREATE FUNCTION "payment_attempt_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_attempt_logs rows are never rewritten';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_attempt_logs_no_update" BEFORE UPDATE ON "payment_attempt_logs" FOR EACH ROW EXECUTE FUNCTION "payment_attempt_logs_append_only"();
