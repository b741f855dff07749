ALTER TABLE "orders" ADD COLUMN "purchase_reported_at" timestamp with time zone;--> statement-breakpoint
-- Orders approved before the shop reported purchases are history: a buyer opening one now must not count as a sale today.
UPDATE "orders" SET "purchase_reported_at" = coalesce("approved_at", "updated_at") WHERE "status" = 'approved';
