CREATE TABLE "originals_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"player_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"wallet_session_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "originals_sessions_last_used_idx" ON "originals_sessions" USING btree ("last_used_at");
