CREATE TABLE "exercises" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_slug" text NOT NULL,
	"ord" integer NOT NULL,
	"text" text NOT NULL,
	"choices" jsonb NOT NULL,
	"answer" text NOT NULL,
	"rationale" jsonb NOT NULL,
	"skeleton" text NOT NULL,
	"quality" real NOT NULL,
	"high_quality" boolean NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_uk" text NOT NULL,
	"ord" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"slug" text PRIMARY KEY NOT NULL,
	"section_slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uk" text NOT NULL,
	"level" text NOT NULL,
	"ord" integer NOT NULL,
	"possible_answers" jsonb NOT NULL,
	"card" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"total_exercises" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_topic_slug_topics_slug_fk" FOREIGN KEY ("topic_slug") REFERENCES "public"."topics"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_section_slug_sections_slug_fk" FOREIGN KEY ("section_slug") REFERENCES "public"."sections"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercises_topic_ord_idx" ON "exercises" USING btree ("topic_slug","ord");--> statement-breakpoint
CREATE INDEX "topics_section_idx" ON "topics" USING btree ("section_slug","ord");