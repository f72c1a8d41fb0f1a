CREATE TABLE "originals_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"session_id" uuid NOT NULL,
	"wallet_round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cash_out" integer,
	"multiplier" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"selection" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "originals_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"server_seed" text,
	"secret_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"player_id" uuid,
	"status" text NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "originals_bets" ADD CONSTRAINT "originals_bets_round_id_originals_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."originals_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "originals_bets_round_player_uq" ON "originals_bets" USING btree ("round_id","player_id");--> statement-breakpoint
CREATE INDEX "originals_bets_player_idx" ON "originals_bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "originals_rounds_game_idx" ON "originals_rounds" USING btree ("game","created_at");--> statement-breakpoint
CREATE INDEX "originals_rounds_player_idx" ON "originals_rounds" USING btree ("player_id","created_at");