CREATE TABLE "video_transcodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_transcodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_percent" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"probe" jsonb,
	"rungs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_transcodes_fileName_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "video_stream_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_file_name_media_files_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."media_files"("file_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_stream_grants" ADD CONSTRAINT "video_stream_grants_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_stream_grants" ADD CONSTRAINT "video_stream_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_transcodes_status_idx" ON "video_transcodes" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "video_stream_grants_expires_idx" ON "video_stream_grants" USING btree ("expires_at");--> statement-breakpoint
-- Videos uploaded before transcoding existed are queued too: they play as uploaded until ready.
INSERT INTO "video_transcodes" ("file_name") SELECT "file_name" FROM "media_files" WHERE "kind" = 'video';
