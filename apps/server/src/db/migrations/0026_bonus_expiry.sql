ALTER TABLE "bonus_offers" ADD COLUMN "validity_days" integer;--> statement-breakpoint
ALTER TABLE "user_bonuses" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_bonuses_expiry_idx" ON "user_bonuses" USING btree ("expires_at") WHERE "user_bonuses"."status" = 'active' and "user_bonuses"."expires_at" is not null;