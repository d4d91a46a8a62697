ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grants_premium" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
-- Orders opened before this rule: keep each learner's newest pending order open, supersede the rest.
UPDATE "orders" SET "status" = 'superseded', "updated_at" = now() WHERE "status" = 'pending' AND "id" NOT IN (SELECT DISTINCT ON ("user_id") "id" FROM "orders" WHERE "status" = 'pending' ORDER BY "user_id", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending';