-- A referral now counts once the friend has completed retros on 3 different days (decision record
-- 015): the Good Company badge says so.
UPDATE "badges"
SET "description" = 'Someone you invited completed daily retros on 3 different days. Reflection is better shared.'
WHERE "id" = 'first-referral';
