ALTER TABLE "carts" ADD COLUMN "withholding_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "withholding_percent" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_address_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_fee_option_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_address_id_shipping_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."shipping_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_fee_option_id_shipping_fee_options_id_fk" FOREIGN KEY ("shipping_fee_option_id") REFERENCES "public"."shipping_fee_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_withholding_percent" CHECK ("carts"."withholding_percent" IN (3, 1));