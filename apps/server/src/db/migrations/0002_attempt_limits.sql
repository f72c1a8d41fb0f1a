CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"login_id" uuid,
	"address" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transaction_code_failures" (
	"holder" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"login_id" uuid,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_code_failures" ADD CONSTRAINT "transaction_code_failures_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_last_failed_idx" ON "login_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "transaction_code_failures_account_idx" ON "transaction_code_failures" USING btree ("account_id");
