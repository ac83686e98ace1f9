-- The badge and challenge catalogues, written for Daily Retro. Safe to run twice: rows are keyed by a
-- stable id and a second run brings the wording up to date. `rule` has the shape of BadgeRule in
-- src/domain/badge-rules.ts; icons are lucide-react names.
INSERT INTO "badges" ("id", "name", "description", "icon", "rule", "sort_order") VALUES
	('first-retro', 'First Look Back', 'You finished your first daily retro: the first page of a long story about yourself.', 'sparkles', '{"kind":"count","of":"retros","target":1}', 10),
	('retro-streak-3', 'Warming Up', 'Three days in a row of stopping to look at your day. The habit has a pulse.', 'flame', '{"kind":"streak","streakId":"daily-retro","days":3}', 20),
	('retro-streak-7', 'A Week of Honesty', 'Seven straight days of looking back before moving on.', 'flame', '{"kind":"streak","streakId":"daily-retro","days":7}', 30),
	('retro-streak-30', 'Thirty Days Deep', 'A month of daily retros without a gap. This is no longer an experiment; it is who you are.', 'medal', '{"kind":"streak","streakId":"daily-retro","days":30}', 40),
	('retro-streak-100', 'The Hundred', 'One hundred days in a row. Few people know their own patterns this well.', 'trophy', '{"kind":"streak","streakId":"daily-retro","days":100}', 50),
	('retro-streak-365', 'Full Circle', 'A whole year of daily retros, every season of your life noticed and named.', 'mountain-snow', '{"kind":"streak","streakId":"daily-retro","days":365}', 60),
	('retros-10', 'Ten Honest Days', 'Ten completed retros: enough to start seeing what your good days have in common.', 'list-checks', '{"kind":"count","of":"retros","target":10}', 70),
	('retros-50', 'Fifty Evenings', 'Fifty days looked back on. Your progress reports now have real weight behind them.', 'star', '{"kind":"count","of":"retros","target":50}', 80),
	('retros-100', 'A Hundred Reflections', 'One hundred completed retros, each one a small act of paying attention.', 'award', '{"kind":"count","of":"retros","target":100}', 90),
	('first-entry', 'First Words', 'You wrote your first journal entry. The blank page is behind you.', 'pen-line', '{"kind":"count","of":"journal_entries","target":1}', 100),
	('entries-10', 'Finding Your Voice', 'Ten journal entries: your own way of putting things into words is starting to show.', 'notebook-pen', '{"kind":"count","of":"journal_entries","target":10}', 110),
	('entries-50', 'Fifty Pages', 'Fifty entries. Somewhere in there is a sentence you will be glad you kept.', 'book-open', '{"kind":"count","of":"journal_entries","target":50}', 120),
	('entries-100', 'A Life in Writing', 'One hundred journal entries: a record of your life that nobody else could have written.', 'library', '{"kind":"count","of":"journal_entries","target":100}', 130),
	('journal-streak-7', 'Ink Every Day', 'A journal entry every day for a week, even on the days with little to say.', 'feather', '{"kind":"streak","streakId":"journal","days":7}', 140),
	('journal-streak-30', 'Keeper of Pages', 'Thirty days of writing without missing one. Writing has become part of your day.', 'book-heart', '{"kind":"streak","streakId":"journal","days":30}', 150),
	('first-mood', 'Checking In', 'You logged your first mood. Naming a feeling is the first step to understanding it.', 'smile', '{"kind":"count","of":"moods","target":1}', 160),
	('moods-30', 'Thirty Shades of You', 'Thirty days with a mood logged: enough to see your ups and downs as a pattern, not a surprise.', 'palette', '{"kind":"count","of":"moods","target":30}', 170),
	('mood-streak-7', 'Weather Watcher', 'Seven days in a row of noticing how you really feel.', 'sun', '{"kind":"streak","streakId":"mood","days":7}', 180),
	('mood-streak-30', 'Emotional Almanac', 'A month of moods logged day after day, the good ones and the hard ones alike.', 'calendar-heart', '{"kind":"streak","streakId":"mood","days":30}', 190),
	('every-category', 'The Whole Map', 'You reflected on a question from every corner of the library: spirit, people, body, work, looking back and the daily retro.', 'compass', '{"kind":"categories"}', 200),
	('first-challenge', 'Finish Line', 'You saw your first challenge through to the end and wrote down what it taught you.', 'flag', '{"kind":"count","of":"challenges_completed","target":1}', 210),
	('challenges-5', 'Habit Builder', 'Five challenges completed. You know how to turn an intention into days of practice.', 'mountain', '{"kind":"count","of":"challenges_completed","target":5}', 220)
ON CONFLICT ("id") DO UPDATE SET
	"name" = excluded."name",
	"description" = excluded."description",
	"icon" = excluded."icon",
	"rule" = excluded."rule",
	"sort_order" = excluded."sort_order";
--> statement-breakpoint
INSERT INTO "challenges" ("id", "title", "description", "daily_action", "category", "duration_days", "icon", "sort_order") VALUES
	('three-good-things', 'Three Good Things', 'Good moments slip by unnoticed while worries replay themselves. For a week, end each day by catching three things that went well and what made them happen.', 'Before bed, write down three things that went well today and why each one happened.', 'Spiritual', 7, 'sparkles', 10),
	('quiet-first-minutes', 'Ten Quiet Minutes', 'The first minutes of the day set its tone. Give them to stillness instead of the news and the inbox.', 'Spend the first ten minutes after waking without a screen: sit, breathe, pray or simply look out of the window.', 'Spiritual', 7, 'sunrise', 20),
	('living-your-values', 'Living Your Values', 'Name what matters most to you, then spend five days making your actions agree with it in small, concrete ways.', 'Each morning pick one of your values and do one specific thing before evening that honours it.', 'Spiritual', 5, 'compass', 30),
	('one-message-a-day', 'One Message a Day', 'Friendships rarely end in a quarrel; they fade because nobody writes first. For a week, be the one who writes first.', 'Send a genuine message to someone you have not spoken to in a while.', 'Relationships', 7, 'message-circle-heart', 40),
	('listen-without-fixing', 'Listen Without Fixing', 'Most of us listen while preparing our answer. Practise listening to understand, and notice what people tell you when they feel heard.', 'In one conversation today, put your phone away and ask a follow-up question before you offer any advice.', 'Relationships', 5, 'ear', 50),
	('say-the-kind-thing', 'Say the Kind Thing', 'We think appreciative thoughts about people all the time and say almost none of them. Say them out loud.', 'Tell one person specifically what you appreciate about them, and why.', 'Relationships', 7, 'heart-handshake', 60),
	('walk-it-off', 'Walk It Off', 'A daily walk lifts mood, loosens stuck thoughts and costs nothing. Two weeks is long enough to feel the difference.', 'Take a walk of at least 20 minutes, outdoors if you can, without earphones for the first five.', 'Health', 14, 'footprints', 70),
	('steady-bedtime', 'A Steady Bedtime', 'A regular bedtime does more for sleep than almost any trick. Choose yours and keep it for a week.', 'Put screens away 30 minutes before your chosen bedtime and be in bed within half an hour of it.', 'Health', 7, 'moon', 80),
	('cook-one-real-meal', 'Cook One Real Meal', 'Cooking from fresh ingredients is care you can taste. Ten days of it changes how you think about food and about evenings.', 'Cook one meal today from fresh ingredients, and sit down to eat it.', 'Health', 10, 'salad', 90),
	('one-big-thing', 'One Big Thing', 'A busy day is not the same as a good one. Each morning decide the single task that would make today count, and protect it.', 'Before opening email or messages, write down today''s one big thing, then do it first.', 'Productivity', 5, 'target', 100),
	('deep-work-hour', 'One Deep Hour', 'Real progress happens in long stretches of attention, which notifications break into pieces. Take one uninterrupted hour back every day.', 'Work for one full hour on a single task with notifications off and other tabs closed.', 'Productivity', 10, 'timer', 110),
	('shutdown-ritual', 'Close the Day', 'When work has no clear end it follows you to dinner and to bed. A short shutdown ritual lets your mind clock off too.', 'At the end of your workday, write tomorrow''s first task on paper and close everything else.', 'Productivity', 7, 'power', 120),
	('box-breathing', 'Box Breathing', 'Slow, even breathing is the quickest way to tell a racing body that it is safe. Practise when calm, so it works when you are not.', 'Twice today, breathe in for four counts, hold for four, out for four and hold for four, five rounds each.', 'Mindfulness', 7, 'wind', 130),
	('one-slow-meal', 'One Slow Meal', 'We eat most meals half-present, scrolling or working. One slow meal a day is a simple way to practise being where you are.', 'Eat one meal today without a screen, noticing the first three bites fully: taste, texture, smell.', 'Mindfulness', 5, 'utensils', 140),
	('body-scan', 'Body Scan Before Sleep', 'Tension hides in shoulders, jaws and stomachs until we look for it. A short body scan each night releases what the day left behind.', 'In bed, move your attention slowly from your toes to your head for ten minutes, relaxing each part as you reach it.', 'Mindfulness', 10, 'waves', 150),
	('morning-pages', 'Morning Pages', 'Writing first thing, before the day has its say, clears the mind and often surprises you. Quantity over quality: just keep the pen moving.', 'Write for 15 minutes first thing in the morning, whatever comes, without rereading it.', 'Journaling', 14, 'notebook-pen', 160),
	('question-a-day', 'A Question a Day', 'The question library holds prompts you would never ask yourself. For a week, let one of them lead your writing.', 'Pick a question from the library and write at least a paragraph in reply in your journal.', 'Journaling', 7, 'message-square-quote', 170),
	('letters-to-future-you', 'Letters to Future You', 'Three short letters to the person you will be a year from now: where you stand, what you hope for, and what you are afraid of.', 'Write a letter to yourself a year from now: first where you stand, then what you hope for, and last what you fear.', 'Journaling', 3, 'mail', 180),
	('thirty-days-of-pages', 'Thirty Days of Pages', 'A month of daily writing is where a journal stops being a project and becomes a companion. A few lines count.', 'Write at least one journal entry today, even if it is only three sentences.', 'Journaling', 30, 'calendar-check', 190)
ON CONFLICT ("id") DO UPDATE SET
	"title" = excluded."title",
	"description" = excluded."description",
	"daily_action" = excluded."daily_action",
	"category" = excluded."category",
	"duration_days" = excluded."duration_days",
	"icon" = excluded."icon",
	"sort_order" = excluded."sort_order";
