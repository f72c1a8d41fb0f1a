CREATE TABLE "staff_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "login_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "login_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "login_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_logins" ADD CONSTRAINT "staff_logins_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_logins_user_name_uq" ON "staff_logins" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "staff_logins_account_idx" ON "staff_logins" USING btree ("account_id");