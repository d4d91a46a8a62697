CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exercise_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"exercise_id" text NOT NULL,
	"topic_slug" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"answer" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exercise_reports_exercise_idx" ON "exercise_reports" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "exercise_reports_open_idx" ON "exercise_reports" USING btree ("resolved_at","created_at");