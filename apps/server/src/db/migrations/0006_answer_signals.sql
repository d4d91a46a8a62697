CREATE TABLE "exercise_answer_stats" (
	"exercise_id" text NOT NULL,
	"choice" text NOT NULL,
	"topic_slug" text NOT NULL,
	"is_key" boolean NOT NULL,
	"picks" integer DEFAULT 0 NOT NULL,
	"rest_n" integer DEFAULT 0 NOT NULL,
	"rest_sum" double precision DEFAULT 0 NOT NULL,
	"strong_picks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exercise_answer_stats_exercise_id_choice_pk" PRIMARY KEY("exercise_id","choice")
);
--> statement-breakpoint
CREATE TABLE "exercise_decisions" (
	"exercise_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"admin_id" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_signals" (
	"exercise_id" text PRIMARY KEY NOT NULL,
	"topic_slug" text NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"silenced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"severity" double precision DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"demoted" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explanation_ratings" (
	"exercise_id" text NOT NULL,
	"choice" text NOT NULL,
	"language" text NOT NULL,
	"provider" text NOT NULL,
	"yes" integer DEFAULT 0 NOT NULL,
	"no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "explanation_ratings_exercise_id_choice_language_provider_pk" PRIMARY KEY("exercise_id","choice","language","provider")
);
--> statement-breakpoint
CREATE INDEX "exercise_answer_stats_topic_idx" ON "exercise_answer_stats" USING btree ("topic_slug");--> statement-breakpoint
CREATE INDEX "exercise_signals_severity_idx" ON "exercise_signals" USING btree ("severity");