-- Statement-level, over the statement's new postings (a transition table): one UPDATE of the
-- wallets it touched per INSERT, however many postings it wrote (a settlement chunk writes
-- thousands in one). Every writer inserts all the lines of an entry in one statement, so a
-- deposit's promotions line is there when its wallet line is counted.
CREATE OR REPLACE TRIGGER "postings_wallet_totals" AFTER INSERT ON "postings"
REFERENCING NEW TABLE AS new_postings
FOR EACH STATEMENT EXECUTE FUNCTION balances_add_posting_totals();
