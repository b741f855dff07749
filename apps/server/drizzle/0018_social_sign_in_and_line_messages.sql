CREATE TABLE "social_profile_completions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"display_name" text DEFAULT '' NOT NULL,
	"is_shop_friend" boolean DEFAULT false NOT NULL,
	"return_to" text NOT NULL,
	"visitor_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_link_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"display_name" text DEFAULT '' NOT NULL,
	"is_shop_friend" boolean DEFAULT false NOT NULL,
	"browser_hash" text NOT NULL,
	"return_to" text NOT NULL,
	"visitor_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'th' NOT NULL,
	"mail_transactional" boolean DEFAULT true NOT NULL,
	"mail_reminders" boolean DEFAULT true NOT NULL,
	"line_transactional" boolean DEFAULT true NOT NULL,
	"line_reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_identities" ADD COLUMN "is_shop_friend" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "social_link_confirmations" ADD CONSTRAINT "social_link_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_profile_completions_expires_idx" ON "social_profile_completions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_link_confirmations_expires_idx" ON "social_link_confirmations" USING btree ("expires_at");