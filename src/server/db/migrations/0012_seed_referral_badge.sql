-- The badge for a first credited referral (src/domain/badge-rules.ts, count of "referrals"). Safe to
-- run twice: keyed by its id, a second run brings the wording up to date.
INSERT INTO "badges" ("id", "name", "description", "icon", "rule", "sort_order") VALUES
	('first-referral', 'Good Company', 'Someone you invited finished their first daily retro. Reflection is better shared.', 'heart-handshake', '{"kind":"count","of":"referrals","target":1}', 400)
ON CONFLICT ("id") DO UPDATE SET
	"name" = excluded."name",
	"description" = excluded."description",
	"icon" = excluded."icon",
	"rule" = excluded."rule",
	"sort_order" = excluded."sort_order";
