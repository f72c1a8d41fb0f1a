-- Bets keep no foreign keys on user_id, white_label_id and market_id: see schema/betting.ts
-- (bets). A bet is written only by a placement batch, for a player whose wallet it locked and a
-- market it share-locked; users, white labels and markets are never deleted. The checks cost a
-- locking read of each parent row per bet.
ALTER TABLE "bets" DROP CONSTRAINT "bets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_white_label_id_white_labels_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_market_id_markets_id_fk";
