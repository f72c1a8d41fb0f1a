ALTER TABLE "originals_rounds" ADD COLUMN "betting_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "originals_rounds" ADD COLUMN "flight_speed" double precision;--> statement-breakpoint
CREATE UNIQUE INDEX "originals_rounds_crash_nonce_uq" ON "originals_rounds" USING btree ("nonce") WHERE "originals_rounds"."game" = 'crash' and "originals_rounds"."betting_ends_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "originals_rounds_open_crash_uq" ON "originals_rounds" USING btree ("game") WHERE "originals_rounds"."game" = 'crash' and "originals_rounds"."status" = 'open' and "originals_rounds"."betting_ends_at" is not null;
