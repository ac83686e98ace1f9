CREATE TABLE "reminder_push_retries" (
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"attempts" smallint NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "reminder_push_retries_subscription_id_local_date_pk" PRIMARY KEY("subscription_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "reminder_push_retries" ADD CONSTRAINT "reminder_push_retries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_push_retries" ADD CONSTRAINT "reminder_push_retries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_push_retries_next_attempt_at_idx" ON "reminder_push_retries" USING btree ("next_attempt_at");