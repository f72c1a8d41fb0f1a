ALTER TABLE "white_labels" ADD COLUMN "asked_price_only" boolean DEFAULT false NOT NULL;
