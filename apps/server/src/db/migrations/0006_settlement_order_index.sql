DROP INDEX "bets_market_status_idx";--> statement-breakpoint
CREATE INDEX "bets_market_status_user_idx" ON "bets" USING btree ("market_id","status","user_id");