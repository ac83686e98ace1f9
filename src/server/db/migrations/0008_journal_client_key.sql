ALTER TABLE "journal_entries" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_user_client_key_idx" ON "journal_entries" USING btree ("user_id","client_key");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_client_key_length_check" CHECK (char_length("client_key") <= 64);