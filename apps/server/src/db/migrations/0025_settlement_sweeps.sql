CREATE TABLE "settlement_sweeps" (
	"sweep_key" text PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"clearing_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"memo" text NOT NULL,
	"created_by" uuid,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "settlement_sweeps_market_idx" ON "settlement_sweeps" USING btree ("market_id","clearing_account_id");