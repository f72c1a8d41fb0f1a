-- The whole schema as of the first release, in one migration: the tables, constraints and
-- indexes of src/db/schema/*.ts, then the database's own code from src/db/functions/ (the view,
-- the functions and the trigger, each file the current body). Migrations are append-only from
-- here: a landed file is never edited (test/db/migrations.test.ts checks it), and a change is a
-- new migration, made with `npm run db:migration -w @backlay/server` (see src/db/functions/README.md).
CREATE TABLE "app_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_maintenance" boolean DEFAULT false NOT NULL,
	"use_socket" boolean DEFAULT true NOT NULL,
	"is_socket_blocked" boolean DEFAULT false NOT NULL,
	"site_loader" text DEFAULT 'spinner' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host" text NOT NULL,
	"white_label_id" uuid NOT NULL,
	"type" text NOT NULL,
	"desktop_host" text,
	"is_diamond" boolean DEFAULT false NOT NULL,
	"is_future9_switch" boolean DEFAULT false NOT NULL,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"white_label_id" uuid PRIMARY KEY NOT NULL,
	"theme" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"deposit_whatsapp" text DEFAULT '' NOT NULL,
	"withdraw_whatsapp" text DEFAULT '' NOT NULL,
	"referral_max_bonus" integer DEFAULT 0 NOT NULL,
	"referral_bonus_bps" integer DEFAULT 0 NOT NULL,
	"default_branch_id" uuid,
	"demo_points" integer DEFAULT 1500000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"login_id" uuid,
	"login_name" text
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"two_factor_pending" boolean DEFAULT false NOT NULL,
	"ip" text,
	"user_agent" text,
	"device" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"login_id" uuid,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"white_label_id" uuid,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"parent_id" uuid,
	"ancestors" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"partnership_bps" integer DEFAULT 0 NOT NULL,
	"commission_bps" integer DEFAULT 0 NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"bet_lock" boolean DEFAULT false NOT NULL,
	"enable_2fa" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"change_password" boolean DEFAULT false NOT NULL,
	"confirm_bets" boolean DEFAULT false NOT NULL,
	"cock_fight_created" boolean DEFAULT false NOT NULL,
	"profile_setup" boolean DEFAULT false NOT NULL,
	"fcm_token" text,
	"transaction_code_hash" text,
	"referral_code" text,
	"referred_by" uuid,
	"branch_id" text,
	"utm_source" text,
	"registration_source" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"white_label_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"exposure" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credit_total" bigint DEFAULT 0 NOT NULL,
	"pl_total" bigint DEFAULT 0 NOT NULL,
	"commission_total" bigint DEFAULT 0 NOT NULL,
	"bonus_total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"idempotency_key" text,
	"memo" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wallet_totals_applied" boolean DEFAULT false NOT NULL,
	CONSTRAINT "journal_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"competition_id" text NOT NULL,
	"event_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"open_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"live_tv" boolean DEFAULT false NOT NULL,
	"score" jsonb,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_events" (
	"user_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_events_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_markets" (
	"user_id" uuid NOT NULL,
	"market_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_markets_user_id_market_id_pk" PRIMARY KEY("user_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "market_results" (
	"market_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"winner_runner_id" text,
	"score" integer,
	"declared_by" uuid,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"bet_allow" boolean DEFAULT true NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"delay_second" integer DEFAULT 0 NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"screen_play" boolean DEFAULT false NOT NULL,
	"cashout" boolean DEFAULT false NOT NULL,
	"analysis" boolean DEFAULT false NOT NULL,
	"category" text DEFAULT 'exchange' NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"bottom" boolean DEFAULT false NOT NULL,
	"remarks_message" text DEFAULT '' NOT NULL,
	"betfair_market_enabled" boolean DEFAULT false NOT NULL,
	"external_type" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'suspended' NOT NULL,
	"bet_open_date" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"white_label_id" uuid,
	"staff_suspended" boolean DEFAULT false NOT NULL,
	CONSTRAINT "markets_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "runners" (
	"market_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "runners_market_id_id_pk" PRIMARY KEY("market_id","id")
);
--> statement-breakpoint
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
	"client_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"share_list_id" integer NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "stake_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stakes" jsonb,
	"quick_bets" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upline_share_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upline_share_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"digest" text NOT NULL,
	"shares" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upline_share_lists_digest_unique" UNIQUE("digest")
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
CREATE TABLE "deposit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"white_label_id" uuid NOT NULL,
	"payment_method_id" uuid,
	"payment_type" text NOT NULL,
	"payment_name" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"utr" text,
	"bonus_id" text,
	"image_path" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_amount" bigint,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"white_label_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_name" text NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" bigint,
	"max_amount" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer,
	"account_number" text DEFAULT '' NOT NULL,
	"wallet_number" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"ifsc_code" text DEFAULT '' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"app_name" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"name" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"account_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdraw_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"white_label_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"account_name" text NOT NULL,
	"account_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"utr" text
);
--> statement-breakpoint
CREATE TABLE "casino_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sub_provider_name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"protocol" text NOT NULL,
	"secret" text NOT NULL,
	"launch_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_providers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "casino_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"provider_round_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"status" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "casino_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"login_session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "casino_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"round_id" uuid,
	"provider_round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_transaction_id" text,
	"journal_entry_id" uuid,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"white_label_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"white_label_id" uuid,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"broadcast_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"white_label_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_amount" bigint,
	"max_amount" bigint,
	"per_user_limit" integer,
	"percent_bps" integer NOT NULL,
	"max_bonus" bigint,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validity_days" integer
);
--> statement-breakpoint
CREATE TABLE "user_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"white_label_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bonus_offer_id" uuid,
	"deposit_request_id" uuid,
	"source_user_id" uuid,
	"status" text NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_required" bigint DEFAULT 0 NOT NULL,
	"journal_entry_id" uuid,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "direct_login_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"white_label_id" uuid,
	"issued_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_logout_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_type_settings" (
	"event_type_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "domains" ADD CONSTRAINT "domains_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_events" ADD CONSTRAINT "favorite_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_events" ADD CONSTRAINT "favorite_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_markets" ADD CONSTRAINT "favorite_markets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_markets" ADD CONSTRAINT "favorite_markets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_results" ADD CONSTRAINT "market_results_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_results" ADD CONSTRAINT "market_results_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_settings" ADD CONSTRAINT "stake_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_market_books" ADD CONSTRAINT "user_market_books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_market_books" ADD CONSTRAINT "user_market_books_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD CONSTRAINT "withdraw_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD CONSTRAINT "withdraw_accounts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_account_id_withdraw_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."withdraw_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_login_session_id_sessions_id_fk" FOREIGN KEY ("login_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_round_id_casino_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."casino_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_bets" ADD CONSTRAINT "originals_bets_round_id_originals_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."originals_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_bonus_offer_id_bonus_offers_id_fk" FOREIGN KEY ("bonus_offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_deposit_request_id_deposit_requests_id_fk" FOREIGN KEY ("deposit_request_id") REFERENCES "public"."deposit_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD CONSTRAINT "user_bonuses_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_login_tokens" ADD CONSTRAINT "direct_login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_login_tokens" ADD CONSTRAINT "direct_login_tokens_white_label_id_white_labels_id_fk" FOREIGN KEY ("white_label_id") REFERENCES "public"."white_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_login_tokens" ADD CONSTRAINT "direct_login_tokens_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_accounts" ADD CONSTRAINT "third_party_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_settings" ADD CONSTRAINT "event_type_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_logins" ADD CONSTRAINT "staff_logins_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_white_label_user_name_uq" ON "users" USING btree (coalesce("white_label_id"::text, ''),lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_ancestors_gin" ON "users" USING gin ("ancestors");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_uq" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_kind_user_uq" ON "accounts" USING btree ("kind","user_id");--> statement-breakpoint
CREATE INDEX "journal_entries_reference_idx" ON "journal_entries" USING btree ("reference","kind");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "events_status_open_date_idx" ON "events" USING btree ("status","open_date");--> statement-breakpoint
CREATE INDEX "events_competition_idx" ON "events" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "markets_event_idx" ON "markets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "markets_staff_run_idx" ON "markets" USING btree ("id") WHERE (manual OR staff_suspended) AND status <> 'closed';--> statement-breakpoint
CREATE INDEX "bets_market_user_idx" ON "bets" USING btree ("market_id","user_id");--> statement-breakpoint
CREATE INDEX "bets_user_created_idx" ON "bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_idempotency_uq" ON "bets" USING btree ("user_id","idempotency_key") WHERE "bets"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "settlement_sweeps_market_idx" ON "settlement_sweeps" USING btree ("market_id","clearing_account_id");--> statement-breakpoint
CREATE INDEX "user_market_books_market_user_idx" ON "user_market_books" USING btree ("market_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_white_label_utr_uq" ON "deposit_requests" USING btree ("white_label_id","utr") WHERE "deposit_requests"."utr" is not null;--> statement-breakpoint
CREATE INDEX "deposit_requests_user_created_idx" ON "deposit_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_requests_white_label_status_idx" ON "deposit_requests" USING btree ("white_label_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_white_label_idx" ON "payment_methods" USING btree ("white_label_id","purpose");--> statement-breakpoint
CREATE INDEX "withdraw_accounts_user_idx" ON "withdraw_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_accounts_one_primary_uq" ON "withdraw_accounts" USING btree ("user_id") WHERE "withdraw_accounts"."primary" and "withdraw_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "withdraw_requests_user_created_idx" ON "withdraw_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_requests_white_label_status_idx" ON "withdraw_requests" USING btree ("white_label_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_games_provider_code_uq" ON "casino_games" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "casino_games_type_idx" ON "casino_games" USING btree ("game_type","active");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_provider_round_uq" ON "casino_rounds" USING btree ("provider_id","provider_round_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_user_idx" ON "casino_rounds" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_transactions_provider_tx_uq" ON "casino_transactions" USING btree ("provider_id","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_reference_idx" ON "casino_transactions" USING btree ("provider_id","reference_transaction_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_round_idx" ON "casino_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_created_idx" ON "casino_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "originals_bets_round_player_uq" ON "originals_bets" USING btree ("round_id","player_id");--> statement-breakpoint
CREATE INDEX "originals_bets_player_idx" ON "originals_bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "originals_bets_unsettled_idx" ON "originals_bets" USING btree ("created_at") WHERE "originals_bets"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "originals_rounds_game_idx" ON "originals_rounds" USING btree ("game","created_at");--> statement-breakpoint
CREATE INDEX "originals_rounds_player_idx" ON "originals_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_white_label_slug_idx" ON "blog_posts" USING btree ("white_label_id","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_white_label_published_idx" ON "blog_posts" USING btree ("white_label_id","status","published_at");--> statement-breakpoint
CREATE INDEX "broadcasts_sender_idx" ON "broadcasts" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_white_label_status_idx" ON "complaints" USING btree ("white_label_id","status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_offers_white_label_idx" ON "bonus_offers" USING btree ("white_label_id","active");--> statement-breakpoint
CREATE INDEX "user_bonuses_user_idx" ON "user_bonuses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_bonuses_expiry_idx" ON "user_bonuses" USING btree ("expires_at") WHERE "user_bonuses"."status" = 'active' and "user_bonuses"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_bonuses_deposit_kind_uq" ON "user_bonuses" USING btree ("deposit_request_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bonuses_referral_source_uq" ON "user_bonuses" USING btree ("source_user_id") WHERE "user_bonuses"."kind" = 'referral';--> statement-breakpoint
CREATE UNIQUE INDEX "direct_login_tokens_hash_uq" ON "direct_login_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "direct_login_tokens_user_idx" ON "direct_login_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_accounts_user_provider_uq" ON "third_party_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_logins_user_name_uq" ON "staff_logins" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "staff_logins_account_idx" ON "staff_logins" USING btree ("account_id");
--> statement-breakpoint
-- Settling a bet changes only unindexed columns; half of each page of bets is kept free so the
-- settled row version fits beside the old one (a heap-only update, no index writes).
ALTER TABLE "bets" SET (fillfactor = 50);
--> statement-breakpoint
-- Each wallet's postings added up by what moved them: the same figures the trigger
-- postings_wallet_totals keeps on the balance rows (balances_add_posting_totals.sql), recomputed
-- from the whole history. The ledger check (cli/ledger-check.ts, ledger.repository.ts) compares
-- the two; change both together.
CREATE OR REPLACE VIEW "wallet_posting_totals" AS
SELECT p.account_id,
  coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('upline_credit', 'upline_debit') AND e.reference = 'user:' || a.user_id::text), 0)::bigint AS credit,
  coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('bet_settlement', 'casino_debit', 'casino_credit', 'casino_rollback')), 0)::bigint AS pl,
  coalesce(sum(p.amount) FILTER (WHERE e.kind = 'commission'), 0)::bigint AS commission,
  (coalesce(sum(p.amount) FILTER (WHERE e.kind = 'bonus'), 0) - coalesce(sum(pr.amount), 0))::bigint AS bonus
FROM "postings" p
JOIN "journal_entries" e ON e.id = p.entry_id
JOIN "accounts" a ON a.id = p.account_id
-- A deposit's bonus rides in the deposit's own entry: the promotions account's line of an
-- entry that credits this wallet.
LEFT JOIN LATERAL (
  SELECT sum(pp.amount) AS amount FROM "postings" pp JOIN "accounts" pa ON pa.id = pp.account_id
  WHERE e.kind = 'deposit' AND p.amount > 0 AND pp.entry_id = e.id AND pa.kind = 'promotions'
) pr ON true
WHERE a.kind = 'wallet'
GROUP BY p.account_id;
--> statement-breakpoint
-- Keeps each wallet's running totals on its balance row (balances.credit_total, pl_total,
-- commission_total, bonus_total; see schema/ledger.ts): the figures the points and profile calls
-- show, without summing the wallet's history on every message. Run by the statement-level trigger
-- postings_wallet_totals over the postings one INSERT wrote. Entries whose writer already added
-- their wallet lines itself (journal_entries.wallet_totals_applied, e.g. a settlement chunk) are
-- skipped. The view wallet_posting_totals recomputes the same figures from the postings for the
-- ledger check: change both together.
CREATE OR REPLACE FUNCTION balances_add_posting_totals() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE "balances" b SET
    credit_total = b.credit_total + t.credit,
    pl_total = b.pl_total + t.pl,
    commission_total = b.commission_total + t.commission,
    bonus_total = b.bonus_total + t.bonus
  FROM (
    SELECT p.account_id,
      coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('upline_credit', 'upline_debit') AND e.reference = 'user:' || a.user_id::text), 0) AS credit,
      coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('bet_settlement', 'casino_debit', 'casino_credit', 'casino_rollback')), 0) AS pl,
      coalesce(sum(p.amount) FILTER (WHERE e.kind = 'commission'), 0) AS commission,
      coalesce(sum(p.amount) FILTER (WHERE e.kind = 'bonus'), 0) - coalesce(sum(pr.amount), 0) AS bonus
    FROM new_postings p
    JOIN "journal_entries" e ON e.id = p.entry_id
    JOIN "accounts" a ON a.id = p.account_id
    LEFT JOIN LATERAL (
      SELECT sum(pp.amount) AS amount FROM "postings" pp JOIN "accounts" pa ON pa.id = pp.account_id
      WHERE e.kind = 'deposit' AND p.amount > 0 AND pp.entry_id = e.id AND pa.kind = 'promotions'
    ) pr ON true
    WHERE a.kind = 'wallet' AND NOT e.wallet_totals_applied
      AND e.kind IN ('upline_credit', 'upline_debit', 'bet_settlement', 'casino_debit', 'casino_credit', 'casino_rollback', 'commission', 'bonus', 'deposit')
    GROUP BY p.account_id
  ) t
  WHERE b.account_id = t.account_id AND (t.credit <> 0 OR t.pl <> 0 OR t.commission <> 0 OR t.bonus <> 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement-level, over the statement's new postings (a transition table): one UPDATE of the
-- wallets it touched per INSERT, however many postings it wrote (a settlement chunk writes
-- thousands in one). Every writer inserts all the lines of an entry in one statement, so a
-- deposit's promotions line is there when its wallet line is counted.
CREATE OR REPLACE TRIGGER "postings_wallet_totals" AFTER INSERT ON "postings"
REFERENCING NEW TABLE AS new_postings
FOR EACH STATEMENT EXECUTE FUNCTION balances_add_posting_totals();
--> statement-breakpoint
-- What a bet is checked against of its market, as one md5 digest: the columns placement checks
-- or answers with (not the price, status or snapshot, which the feed moves all the time and the
-- price cache owns), the event's name and whether it is closed, whether the sport is switched on,
-- and the runners. A placement may check a bet against a market read it remembers
-- (modules/betting/placement.service.ts); placement_commit compares each market's digest with the
-- one the plan read, and a bet whose market changed meanwhile is checked again on a fresh read.
-- One function serves the market read and the commit, so both digest exactly the same things
-- (the time as epoch seconds: a timestamp as text would follow the connection's TimeZone).
-- PL/pgSQL rather than SQL: a SQL function that cannot be inlined is planned again by every
-- statement that calls it, where PL/pgSQL keeps its plan for the connection.
CREATE OR REPLACE FUNCTION market_bet_digest(p_market text)
RETURNS text
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
  RETURN (
    SELECT md5(ROW(
             m.event_id, m.type, m.active, m.bet_allow, m.status = 'closed', m.closed_at IS NULL, extract(epoch FROM m.bet_open_date),
             m.min_stake, m.max_stake, m.delay_second, m.white_label_id, m.uid, m.name,
             e.name, e.status = 'closed', coalesce(s.enabled, true),
             (SELECT array_agg(ROW(r.id, r.name, r.status, r.sort) ORDER BY r.sort, r.id) FROM runners r WHERE r.market_id = m.id)
           )::text)
      FROM markets m
      JOIN events e ON e.id = m.event_id
      LEFT JOIN event_type_settings s ON s.event_type_id = m.event_type_id
     WHERE m.id = p_market);
END
$$;
--> statement-breakpoint
-- A placement batch's writes, one array per column (modules/betting/betting.repository.ts,
-- writesArguments): the books upserted, the wallets' exposure moved and the bets inserted, all
-- stamped with the batch's instant. Arrays rather than a JSON document because parsing JSON was
-- a large part of PostgreSQL's work per bet. Called by placement_commit after its checks, and on
-- its own by a batch that holds its locks from placement_locks.
CREATE OR REPLACE FUNCTION placement_writes(
  k_user uuid[], k_market text[], k_book jsonb[], k_exposure bigint[], k_open_bets int[],
  m_account uuid[], m_delta bigint[],
  b_id uuid[], b_user uuid[], b_white_label uuid[], b_market text[], b_event text[], b_market_type text[],
  b_runner text[], b_runner_name text[], b_side text[], b_asked_odd int[], b_odd int[], b_run int[],
  b_stake bigint[], b_profit bigint[], b_liability bigint[], b_status text[], b_reject_reason text[],
  b_delay_second int[], b_checks jsonb[], b_share_list int[], b_client_info jsonb[], b_idempotency_key text[],
  p_at timestamptz)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  -- unnest of several arrays pads the shorter ones with NULLs: the caller sends each group with
  -- one element per row (betting.repository.ts writesArguments), and a NOT NULL column refuses
  -- a row that came out short.
  INSERT INTO user_market_books (user_id, market_id, book, exposure, open_bets, version, updated_at)
  SELECT v.user_id, v.market_id, v.book, v.exposure, v.open_bets, 1, p_at
  FROM unnest(k_user, k_market, k_book, k_exposure, k_open_bets) AS v(user_id, market_id, book, exposure, open_bets)
  ON CONFLICT (user_id, market_id) DO UPDATE SET
    book = excluded.book, exposure = excluded.exposure, open_bets = excluded.open_bets,
    version = user_market_books.version + 1, updated_at = excluded.updated_at;

  UPDATE balances SET exposure = balances.exposure + v.delta, version = balances.version + 1, updated_at = p_at
  FROM unnest(m_account, m_delta) AS v(account_id, delta)
  WHERE balances.account_id = v.account_id;

  INSERT INTO bets (
    id, user_id, white_label_id, market_id, event_id, market_type, runner_id, runner_name, side,
    asked_odd, odd, run, stake, profit, liability, status, reject_reason, pnl, delay_second,
    checks, share_list_id, client_info, idempotency_key, created_at, matched_at, settled_at, updated_at
  )
  SELECT v.id, v.user_id, v.white_label_id, v.market_id, v.event_id, v.market_type, v.runner_id, v.runner_name, v.side,
    v.asked_odd, v.odd, v.run, v.stake, v.profit, v.liability, v.status, v.reject_reason, NULL, v.delay_second,
    v.checks, v.share_list_id, v.client_info, v.idempotency_key,
    p_at, CASE WHEN v.status = 'open' THEN p_at END, NULL, p_at
  FROM unnest(b_id, b_user, b_white_label, b_market, b_event, b_market_type, b_runner, b_runner_name, b_side,
              b_asked_odd, b_odd, b_run, b_stake, b_profit, b_liability, b_status, b_reject_reason,
              b_delay_second, b_checks, b_share_list, b_client_info, b_idempotency_key)
    AS v(id, user_id, white_label_id, market_id, event_id, market_type, runner_id, runner_name, side,
         asked_odd, odd, run, stake, profit, liability, status, reject_reason,
         delay_second, checks, share_list_id, client_info, idempotency_key);
END
$$;
--> statement-breakpoint
-- The lock phase of a placement batch planned from fresh reads (modules/betting/
-- placement-locks.repository.ts): locks the batch's wallets (FOR UPDATE, in account order, the
-- ledger's order), share-locks its markets in id order and locks its players' books, and answers
-- in one JSON document what the plan needs under those locks: each wallet with its totals, each
-- market's state and digest (market_bet_digest), each book with its version, the players' locks
-- and uplines (each upline member once), and which of the batch's sessions are still live.
CREATE OR REPLACE FUNCTION placement_locks(
  p_users uuid[], p_markets text[], p_book_users uuid[], p_book_markets text[], p_sessions uuid[], p_at timestamptz)
RETURNS json
LANGUAGE plpgsql
AS $$
DECLARE
  v_wallets json;
  v_markets json;
  v_books json;
  v_players json;
  v_uplines json;
  v_sessions json;
BEGIN
  SELECT coalesce(json_agg(json_build_object(
           'accountId', w.account_id, 'userId', w.user_id, 'balance', w.balance::text,
           'exposure', w.exposure::text, 'held', w.held::text, 'version', w.version,
           'credit', w.credit_total::text, 'pl', w.pl_total::text, 'commission', w.commission_total::text,
           'bonus', w.bonus_total::text) ORDER BY w.account_id), '[]'::json)
    INTO v_wallets
    FROM (SELECT b.account_id, a.user_id, b.balance, b.exposure, b.held, b.version,
                 b.credit_total, b.pl_total, b.commission_total, b.bonus_total
            FROM balances b JOIN accounts a ON a.id = b.account_id
           WHERE a.kind = 'wallet' AND a.user_id = ANY (p_users)
           ORDER BY b.account_id
             FOR UPDATE OF b) w;

  SELECT coalesce(json_agg(json_build_object(
           'id', m.id, 'closed', m.status = 'closed' OR m.closed_at IS NOT NULL, 'takesBets', m.active AND m.bet_allow,
           'digest', market_bet_digest(m.id))), '[]'::json)
    INTO v_markets
    FROM (SELECT id, status, closed_at, active, bet_allow FROM markets WHERE id = ANY (p_markets) ORDER BY id FOR SHARE) m;

  SELECT coalesce(json_agg(json_build_object(
           'userId', k.user_id, 'marketId', k.market_id, 'book', k.book,
           'exposure', k.exposure::text, 'openBets', k.open_bets, 'version', k.version)), '[]'::json)
    INTO v_books
    FROM (SELECT u.user_id, u.market_id, u.book, u.exposure, u.open_bets, u.version
            FROM user_market_books u
           WHERE (u.user_id, u.market_id) IN (SELECT * FROM unnest(p_book_users, p_book_markets))
           ORDER BY u.user_id, u.market_id
             FOR UPDATE) k;

  SELECT coalesce(json_agg(json_build_object(
           'userId', u.id, 'blocked', u.blocked, 'betLock', u.bet_lock, 'ancestors', u.ancestors)), '[]'::json)
    INTO v_players
    FROM users u WHERE u.id = ANY (p_users);

  -- The upline's shares once per upline member: a batch's players mostly share their uplines.
  SELECT coalesce(json_agg(json_build_object('userId', a.id, 'role', a.role, 'bps', a.partnership_bps)), '[]'::json)
    INTO v_uplines
    FROM users a
   WHERE a.id IN (SELECT DISTINCT unnest(u.ancestors) FROM users u WHERE u.id = ANY (p_users));

  SELECT coalesce(json_agg(s.id), '[]'::json)
    INTO v_sessions
    FROM sessions s WHERE s.id = ANY (p_sessions) AND s.revoked_at IS NULL AND s.expires_at > p_at;

  RETURN json_build_object('wallets', v_wallets, 'markets', v_markets, 'books', v_books, 'players', v_players, 'uplines', v_uplines, 'sessions', v_sessions);
END
$$;
--> statement-breakpoint
-- A placement batch planned from remembered reads, committed in one round trip
-- (modules/betting/placement-queue.ts): it takes the batch's locks and checks, under them, that
-- everything the plan read still holds, then writes as placement_writes does. It answers NULL when
-- it wrote, or the first thing found changed ('wallet', 'market', 'book', 'player', 'session',
-- 'key'), and then writes nothing: the queue plans that batch again from fresh reads.
-- Per-bet rows come as one array per column; the few per-batch documents (markets, share lists,
-- uplines, Idempotency-Keys) stay JSON. A book's version as read is NULL for a book the plan
-- expects to be absent.
CREATE OR REPLACE FUNCTION placement_commit(
  w_account uuid[], w_version int[],
  p_markets json,
  r_user uuid[], r_market text[], r_version bigint[], r_exposure bigint[], r_open_bets int[],
  pl_user uuid[], pl_list int[],
  p_lists json, p_uplines json, p_sessions uuid[], p_keys json,
  k_user uuid[], k_market text[], k_book jsonb[], k_exposure bigint[], k_open_bets int[],
  m_account uuid[], m_delta bigint[],
  b_id uuid[], b_user uuid[], b_white_label uuid[], b_market text[], b_event text[], b_market_type text[],
  b_runner text[], b_runner_name text[], b_side text[], b_asked_odd int[], b_odd int[], b_run int[],
  b_stake bigint[], b_profit bigint[], b_liability bigint[], b_status text[], b_reject_reason text[],
  b_delay_second int[], b_checks jsonb[], b_share_list int[], b_client_info jsonb[], b_idempotency_key text[],
  p_at timestamptz)
RETURNS text
LANGUAGE plpgsql
AS $$
BEGIN
  -- The wallets, locked in account order (the ledger's), each at the version the plan read.
  IF EXISTS (SELECT 1
               FROM unnest(w_account, w_version) AS e(account_id, version)
               LEFT JOIN (SELECT b.account_id, b.version FROM balances b
                           WHERE b.account_id = ANY (w_account)
                           ORDER BY b.account_id
                             FOR UPDATE) b ON b.account_id = e.account_id
              WHERE b.version IS DISTINCT FROM e.version) THEN
    RETURN 'wallet';
  END IF;

  -- The markets, share-locked in id order: still open to bets, with the digest the plan read.
  IF EXISTS (SELECT 1
               FROM json_to_recordset(p_markets) AS e(id text, digest text)
               LEFT JOIN (SELECT m.id, m.status, m.closed_at, m.active, m.bet_allow FROM markets m
                           WHERE m.id IN (SELECT x.id FROM json_to_recordset(p_markets) AS x(id text))
                           ORDER BY m.id
                             FOR SHARE) m ON m.id = e.id
              WHERE m.id IS NULL OR m.status = 'closed' OR m.closed_at IS NOT NULL OR NOT (m.active AND m.bet_allow)
                 OR market_bet_digest(m.id) IS DISTINCT FROM e.digest) THEN
    RETURN 'market';
  END IF;

  -- The books, each as the plan read it (or still absent: a NULL version): read, not locked
  -- (every writer of a book holds its player's wallet lock first, and the wallets are locked above).
  IF EXISTS (SELECT 1
               FROM unnest(r_user, r_market, r_version, r_exposure, r_open_bets) AS e(user_id, market_id, version, exposure, open_bets)
               LEFT JOIN (SELECT u.user_id, u.market_id, u.version, u.exposure, u.open_bets FROM user_market_books u
                           WHERE (u.user_id, u.market_id) IN (SELECT k.user_id, k.market_id FROM unnest(r_user, r_market) AS k(user_id, market_id))
                         ) u ON u.user_id = e.user_id AND u.market_id = e.market_id
              WHERE CASE WHEN e.version IS NULL THEN u.user_id IS NOT NULL
                         ELSE u.user_id IS NULL OR u.version <> e.version OR u.exposure <> e.exposure
                              OR u.open_bets <> e.open_bets END) THEN
    RETURN 'book';
  END IF;

  -- The players: still allowed to bet, under the same upline (the ancestors their share list
  -- names, top first), whose members still hold the shares the lists hold. Index lookups only:
  -- comparing each player's list as jsonb was a costly part of the check.
  IF EXISTS (SELECT 1
               FROM unnest(pl_user, pl_list) AS e(user_id, share_list_id)
               LEFT JOIN json_to_recordset(p_lists) AS l(id int, ancestors uuid[]) ON l.id = e.share_list_id
               LEFT JOIN users u ON u.id = e.user_id
              WHERE l.id IS NULL OR u.id IS NULL OR u.blocked OR u.bet_lock OR u.ancestors IS DISTINCT FROM l.ancestors)
     OR EXISTS (SELECT 1
                  FROM json_to_recordset(p_uplines) AS e("userId" uuid, role text, bps int)
                  LEFT JOIN users a ON a.id = e."userId"
                 WHERE a.id IS NULL OR a.role IS DISTINCT FROM e.role OR a.partnership_bps IS DISTINCT FROM e.bps) THEN
    RETURN 'player';
  END IF;

  IF (SELECT count(*) FROM sessions s WHERE s.id = ANY (p_sessions) AND s.revoked_at IS NULL AND s.expires_at > p_at)
     <> (SELECT count(DISTINCT x) FROM unnest(p_sessions) AS x) THEN
    RETURN 'session';
  END IF;

  -- One probe of the partial unique index per key (a join let the planner scan every bet).
  IF json_array_length(p_keys) > 0 THEN
    IF EXISTS (SELECT 1 FROM json_to_recordset(p_keys) AS e("userId" uuid, key text)
                WHERE EXISTS (SELECT 1 FROM bets b
                               WHERE b.user_id = e."userId" AND b.idempotency_key = e.key AND b.idempotency_key IS NOT NULL)) THEN
      RETURN 'key';
    END IF;
  END IF;

  PERFORM placement_writes(k_user, k_market, k_book, k_exposure, k_open_bets, m_account, m_delta,
    b_id, b_user, b_white_label, b_market, b_event, b_market_type, b_runner, b_runner_name, b_side,
    b_asked_odd, b_odd, b_run, b_stake, b_profit, b_liability, b_status, b_reject_reason,
    b_delay_second, b_checks, b_share_list, b_client_info, b_idempotency_key, p_at);
  RETURN NULL;
END
$$;
