CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{student}'::text[] NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"firstname_eng" text DEFAULT '' NOT NULL,
	"lastname_eng" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"age" integer,
	"biography" text DEFAULT '' NOT NULL,
	"display_image_url" text,
	"is_member" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_roles_known" CHECK ("users"."roles" <@ ARRAY['student','instructor','admin']::text[])
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"link_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_linkPath_unique" UNIQUE("link_path")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"link_path" text GENERATED ALWAYS AS (CASE WHEN course_type = 'product' THEN '/product/' ELSE '/course/' END || id::text || '-' || slug) STORED,
	"course_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"instructor_id" integer,
	"picture_url" text,
	"video_url" text,
	"video_name" text,
	"video_desc" text,
	"class_type" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"start_reg_date" timestamp with time zone,
	"end_reg_date" timestamp with time zone,
	"end_publish" timestamp with time zone,
	"course_point" integer DEFAULT 0 NOT NULL,
	"seats_total" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"available_qty" integer,
	"free_book" boolean DEFAULT false NOT NULL,
	"free_book_type" text,
	"product_free" integer DEFAULT 0 NOT NULL,
	"course_venue" text,
	"course_for_user_group" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_layout_course_registration" smallint,
	"is_recertification_course" boolean DEFAULT false NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"page_keyword" text,
	"robot_index" boolean DEFAULT true NOT NULL,
	"robot_follow" boolean DEFAULT true NOT NULL,
	"facebook_title" text,
	"facebook_description" text,
	"facebook_image" text,
	"twitter_title" text,
	"twitter_description" text,
	"twitter_image" text,
	"course_language" text DEFAULT 'th' NOT NULL,
	"custom_text_language_key" text,
	"image_detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_type_known" CHECK ("courses"."course_type" IN ('Online','Flex','In-class','Private-Classroom','Live-Broadcast','Live-Room','Live-Room-Student-Camera','product')),
	CONSTRAINT "courses_status_known" CHECK ("courses"."status" IN ('draft','published','hidden')),
	CONSTRAINT "courses_seats_within_total" CHECK ("courses"."seats_taken" >= 0 AND ("courses"."seats_total" IS NULL OR "courses"."seats_taken" <= "courses"."seats_total")),
	CONSTRAINT "courses_stock_not_negative" CHECK ("courses"."available_qty" IS NULL OR "courses"."available_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pricing_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"reference_code" text DEFAULT 'COURSE' NOT NULL,
	"reference_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"plan_type" text NOT NULL,
	"term" integer,
	"term_unit" text,
	"term2" integer,
	"term_unit2" text,
	"price" integer,
	"price_usd" integer,
	"status_show" smallint DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"pricing_type" text DEFAULT 'default' NOT NULL,
	"free_for" text,
	"free_course_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"buy_course_free" boolean DEFAULT false NOT NULL,
	"need_approval" boolean DEFAULT false NOT NULL,
	"is_for_member" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_plans_type_known" CHECK ("pricing_plans"."plan_type" IN ('Period','Actual','One-Time Payment','Free')),
	CONSTRAINT "pricing_plans_pricing_type_known" CHECK ("pricing_plans"."pricing_type" IN ('default','renew','others')),
	CONSTRAINT "pricing_plans_price_not_negative" CHECK (("pricing_plans"."price" IS NULL OR "pricing_plans"."price" >= 0) AND ("pricing_plans"."price_usd" IS NULL OR "pricing_plans"."price_usd" >= 0))
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "courses_listing_idx" ON "courses" USING btree ("status","course_type","sort_order","id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "courses_instructor_idx" ON "courses" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "pricing_plans_course_idx" ON "pricing_plans" USING btree ("course_id","sort_order");