-- Blog posts of a white label (the b2c footer's Blogs at /blogs; contract blogs.ts). The slug is
-- a post's address on its own site, so it is unique per white label; the second index serves the
-- public list (a label's published posts, newest first). Plain CREATEs: same on PGlite and PostgreSQL.
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"white_label_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_white_label_slug_idx" ON "blog_posts" USING btree ("white_label_id","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_white_label_published_idx" ON "blog_posts" USING btree ("white_label_id","status","published_at");