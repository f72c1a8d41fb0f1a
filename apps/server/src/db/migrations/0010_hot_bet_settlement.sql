DROP INDEX "bets_user_status_idx";--> statement-breakpoint
DROP INDEX "bets_market_status_user_idx";--> statement-breakpoint
CREATE INDEX "bets_market_user_idx" ON "bets" USING btree ("market_id","user_id");--> statement-breakpoint
CREATE INDEX "user_market_books_market_user_idx" ON "user_market_books" USING btree ("market_id","user_id");--> statement-breakpoint
-- Settling a bet changes only unindexed columns; half of each page is kept free so the new row
-- version fits beside the old one (a heap-only update). Applies to pages written from now on.
ALTER TABLE "bets" SET (fillfactor = 50);