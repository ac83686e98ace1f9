CREATE TABLE "badges" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"rule" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" uuid NOT NULL,
	"badge_id" text NOT NULL,
	"awarded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"awarded_date" date NOT NULL,
	"notified_at" timestamp (3) with time zone,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"daily_action" text NOT NULL,
	"category" text NOT NULL,
	"duration_days" integer NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "challenges_duration_check" CHECK ("challenges"."duration_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge_id" text NOT NULL,
	"assigned_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"start_date" date NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"completed_date" date,
	"notes" text,
	CONSTRAINT "user_challenges_notes_length_check" CHECK (char_length("notes") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "customizations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text,
	"avatar" text,
	"accent_color" text DEFAULT 'teal' NOT NULL,
	"home_cards" text[] DEFAULT '{next-step,retro,streaks,mood,question,recent-entries}'::text[] NOT NULL,
	"celebrations" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customizations_display_name_length_check" CHECK (char_length("display_name") <= 40),
	CONSTRAINT "customizations_accent_color_check" CHECK ("accent_color" in ('teal', 'indigo', 'violet', 'rose', 'amber', 'emerald', 'sky', 'slate'))
);
--> statement-breakpoint
CREATE TABLE "moods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"score" smallint NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moods_score_check" CHECK ("score" between 1 and 5),
	CONSTRAINT "moods_note_length_check" CHECK (char_length("note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "streaks" (
	"user_id" uuid NOT NULL,
	"streak_id" text NOT NULL,
	"current_length" integer DEFAULT 0 NOT NULL,
	"longest_length" integer DEFAULT 0 NOT NULL,
	"last_active_date" date,
	"run_start_date" date,
	"freezes_available" integer DEFAULT 0 NOT NULL,
	"frozen_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"computed_for" date,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streaks_user_id_streak_id_pk" PRIMARY KEY("user_id","streak_id"),
	CONSTRAINT "streaks_streak_id_check" CHECK ("streak_id" in ('daily-retro', 'journal', 'mood'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "prompt_question_id" integer;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customizations" ADD CONSTRAINT "customizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moods" ADD CONSTRAINT "moods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaks" ADD CONSTRAINT "streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_badges_user_awarded_idx" ON "user_badges" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_challenges_open_key" ON "user_challenges" USING btree ("user_id","challenge_id") WHERE "user_challenges"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "user_challenges_user_idx" ON "user_challenges" USING btree ("user_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moods_user_id_local_date_key" ON "moods" USING btree ("user_id","local_date");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_mood_id_moods_id_fk" FOREIGN KEY ("mood_id") REFERENCES "public"."moods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_prompt_question_id_questions_id_fk" FOREIGN KEY ("prompt_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;