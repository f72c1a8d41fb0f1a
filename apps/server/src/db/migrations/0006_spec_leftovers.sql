CREATE TABLE "event_frames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"white_label_id" uuid,
	"live_tv_url" text,
	"score_frame_url" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "bottom_bar" text DEFAULT 'sports' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "stream_hosts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_frames" ADD CONSTRAINT "event_frames_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_frames" ADD CONSTRAINT "event_frames_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_frames" ADD CONSTRAINT "event_frames_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_frames_event_white_label_uq" ON "event_frames" USING btree ("event_id",coalesce("white_label_id"::text, ''));
