-- Activities (Exercise, Friends…) each person keeps, and the ones ticked on each local day; reports
-- compare moods and area ratings on days with and without each (decision record 046).
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_name_length_check" CHECK (char_length("name") between 1 and 32),
	CONSTRAINT "activities_icon_check" CHECK ("icon" in ('dumbbell', 'moon', 'users', 'home', 'briefcase', 'book', 'trees', 'palette', 'music', 'heart', 'coffee', 'utensils', 'bike', 'sun', 'gamepad', 'pencil'))
);
--> statement-breakpoint
CREATE TABLE "activity_ticks" (
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"activity_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_ticks_user_id_local_date_activity_id_pk" PRIMARY KEY("user_id","local_date","activity_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_ticks" ADD CONSTRAINT "activity_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_ticks" ADD CONSTRAINT "activity_ticks_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_id_idx" ON "activities" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_user_id_name_key" ON "activities" USING btree ("user_id",lower("name"));