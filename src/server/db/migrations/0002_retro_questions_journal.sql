-- Written by hand (drizzle cannot express it): the journal's search document, used by the generated
-- column journal_entries.search. array_to_string is only STABLE, so the wrapper is declared IMMUTABLE,
-- which holds for text[]: joining text values does not depend on any setting.
CREATE FUNCTION journal_search_document(title text, body text, tags text[]) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
		|| setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'A')
		|| setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B');
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"title" text,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"mood_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (journal_search_document("title", "body", "tags")) STORED NOT NULL,
	CONSTRAINT "journal_entries_title_length_check" CHECK (char_length("title") <= 200),
	CONSTRAINT "journal_entries_body_length_check" CHECK (char_length("body") <= 100000)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_category_text_key" UNIQUE("category","text"),
	CONSTRAINT "questions_category_check" CHECK ("category" in ('Spiritual', 'Relationships', 'Health', 'Productivity', 'Retro', 'Regular'))
);
--> statement-breakpoint
CREATE TABLE "retro_answers" (
	"retro_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retro_answers_retro_id_question_id_pk" PRIMARY KEY("retro_id","question_id"),
	CONSTRAINT "retro_answers_text_length_check" CHECK (char_length("text") <= 10000)
);
--> statement-breakpoint
CREATE TABLE "retro_ratings" (
	"retro_id" uuid NOT NULL,
	"area" text NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retro_ratings_retro_id_area_pk" PRIMARY KEY("retro_id","area"),
	CONSTRAINT "retro_ratings_area_check" CHECK ("area" in ('Spiritual', 'Relationships', 'Health', 'Productivity')),
	CONSTRAINT "retro_ratings_rating_check" CHECK ("rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "retros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"question_ids" integer[] NOT NULL,
	"started_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_answers" ADD CONSTRAINT "retro_answers_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_answers" ADD CONSTRAINT "retro_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_ratings" ADD CONSTRAINT "retro_ratings_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_user_page_idx" ON "journal_entries" USING btree ("user_id","local_date","created_at","id") WHERE "journal_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "journal_entries_search_idx" ON "journal_entries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "journal_entries_tags_idx" ON "journal_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "journal_entries_deleted_at_idx" ON "journal_entries" USING btree ("deleted_at") WHERE "journal_entries"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "questions_active_category_idx" ON "questions" USING btree ("category","id") WHERE "questions"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "retros_user_id_local_date_key" ON "retros" USING btree ("user_id","local_date");