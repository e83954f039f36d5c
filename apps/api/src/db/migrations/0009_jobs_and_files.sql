CREATE TABLE "file_blob_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_blob_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_blob_chunks" ADD CONSTRAINT "file_blob_chunks_key_file_blobs_key_fk" FOREIGN KEY ("key") REFERENCES "public"."file_blobs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_blobs_incomplete_idx" ON "file_blobs" USING btree ("created_at") WHERE completed_at is null;--> statement-breakpoint
-- Uploads are mostly PDFs and photos, compressed already: TOAST keeps them out of line
-- without trying to compress them again.
ALTER TABLE "file_blob_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
