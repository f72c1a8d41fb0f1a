CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"white_label_id" uuid,
	"market_id" text NOT NULL,
	"event_id" text NOT NULL,
	"market_type" text NOT NULL,
	"runner_id" text NOT NULL,
	"runner_name" text NOT NULL,
	"side" text NOT NULL,
	"asked_odd" integer NOT NULL,
	"odd" integer NOT NULL,
	"run" integer DEFAULT 0 NOT NULL,
	"stake" bigint NOT NULL,
	"profit" bigint NOT NULL,
	"liability" bigint NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"pnl" bigint,
	"delay_second" integer DEFAULT 0 NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upline_shares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stake_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stakes" jsonb,
	"quick_bets" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_market_books" (
	"user_id" uuid NOT NULL,
	"market_id" text NOT NULL,
	"book" jsonb NOT NULL,
	"exposure" bigint DEFAULT 0 NOT NULL,
	"open_bets" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_market_books_user_id_market_id_pk" PRIMARY KEY("user_id","market_id")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_settings" ADD CONSTRAINT "stake_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_market_books" ADD CONSTRAINT "user_market_books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_market_books" ADD CONSTRAINT "user_market_books_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_user_status_idx" ON "bets" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "bets_market_status_idx" ON "bets" USING btree ("market_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_idempotency_uq" ON "bets" USING btree ("user_id","idempotency_key");