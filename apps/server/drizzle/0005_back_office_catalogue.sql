CREATE TABLE "course_related_courses" (
	"course_id" integer NOT NULL,
	"related_course_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_related_courses_course_id_related_course_id_pk" PRIMARY KEY("course_id","related_course_id"),
	CONSTRAINT "course_related_courses_not_self" CHECK ("course_related_courses"."course_id" <> "course_related_courses"."related_course_id")
);
--> statement-breakpoint
CREATE TABLE "resumable_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"created_by" integer,
	"original_name" text NOT NULL,
	"declared_type" text DEFAULT '' NOT NULL,
	"size_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"part_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit_per_user" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "course_related_courses" ADD CONSTRAINT "course_related_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_related_courses" ADD CONSTRAINT "course_related_courses_related_course_id_courses_id_fk" FOREIGN KEY ("related_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_related_courses_related_idx" ON "course_related_courses" USING btree ("related_course_id");--> statement-breakpoint
CREATE INDEX "resumable_uploads_expires_idx" ON "resumable_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("batch_id");