-- Covers and social pictures saved by the back office before they were stored at their media
-- address held a bare file name, which every list used as it was (a broken picture).
UPDATE "courses" SET "picture_url" = '/uploads/' || "picture_url"
  WHERE "picture_url" <> '' AND "picture_url" !~* '^(https?://|/)';--> statement-breakpoint
UPDATE "courses" SET "facebook_image" = '/uploads/' || "facebook_image"
  WHERE "facebook_image" <> '' AND "facebook_image" !~* '^(https?://|/)';--> statement-breakpoint
UPDATE "courses" SET "twitter_image" = '/uploads/' || "twitter_image"
  WHERE "twitter_image" <> '' AND "twitter_image" !~* '^(https?://|/)';
