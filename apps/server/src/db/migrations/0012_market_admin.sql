CREATE TABLE "event_type_settings" (
	"event_type_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "white_label_id" uuid;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "staff_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_type_settings" ADD CONSTRAINT "event_type_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markets_staff_run_idx" ON "markets" USING btree ("id") WHERE (manual OR staff_suspended) AND status <> 'closed';