CREATE TABLE "feature_announcements" (
	"user_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"seen" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_announcements_user_id_feature_pk" PRIMARY KEY("user_id","feature")
);
--> statement-breakpoint
ALTER TABLE "feature_announcements" ADD CONSTRAINT "feature_announcements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;