import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { ChoiceTile } from '#client/components/ui/choice-tile';
import { MoodFace } from '#client/components/ui/mood-face';
import { ActivityPicker } from '#client/features/activities';
import { useUser } from '#client/features/auth';
import { useLogMood, useMoods, useTodayMood } from '#client/features/gamification';
import { cn } from '#client/lib/cn';
import { formatDate } from '#client/lib/dates';
import { failureWithoutData } from '#client/lib/failure-without-data';
import { MOOD_COLORS, moodWord } from '#client/lib/moods';
import { MOOD_LEVELS, MOOD_NOTE_MAX_LENGTH, type MoodLevel } from '#contract/constants';
import type { Mood } from '#contract/moods';
import { moodDays } from '#domain/late-days';
import { localDay } from '#domain/local-day';
import { useHome } from '../api/home';
import { MOOD_CARD_MIN_HEIGHT } from '../lib/card-heights';
import { MoodDayChooser } from './mood-day-chooser';

/** A day's mood: today's by default, or one of the six days before; five faces and an optional note. */
export function MoodCheckIn() {
  const home = useHome();
  const { data: user } = useUser();
  const todayMood = useTodayMood();
  const today = home.data?.today;
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen ?? today ?? null;
  const isToday = day === null || day === today;
  const moods = useMoods(!isToday);
  const days = today && user ? moodDays(today, localDay(new Date(user.createdAt), user.timezone)) : [];
  const pending = isToday ? todayMood.isPending : moods.isPending;
  const failure = failureWithoutData(isToday ? todayMood : moods);
  const saved = isToday ? (todayMood.data ?? null) : (moods.data?.find((mood) => mood.date === day) ?? null);
  return (
    <section
      aria-labelledby="mood-heading"
      className={cardClasses('tile', { className: cn(pending && MOOD_CARD_MIN_HEIGHT) })}
    >
      <h2 id="mood-heading" className="font-semibold text-foreground text-lg">
        {isToday || !day ? 'How are you feeling today?' : `How did you feel on ${formatDate(day, 'day')}?`}
      </h2>
      {day ? <MoodDayChooser days={days} value={day} onChange={setChosen} /> : null}
      {failure ? (
        <p className="mt-2 text-muted-foreground">{failure.message}.</p>
      ) : pending ? (
        <div className="mt-4 h-24 animate-pulse rounded-2xl bg-foreground/[0.04]" />
      ) : (
        // Remounts when the day changes, so the form starts from what the server has for it.
        <MoodForm key={day ?? 'today'} saved={saved} date={isToday ? undefined : (day ?? undefined)} />
      )}
      {/* Mood first, then what the day held (as in Daylio): the picker comes once today's mood is logged. */}
      {isToday && today && saved ? <ActivityPicker date={today} /> : null}
    </section>
  );
}

/**
 * The faces and the note. A tap on a face logs it at once (one tap from home); the arrow keys only move
 * the choice, which the button then saves, as it saves a note (and whatever is added below the faces).
 */
function MoodForm({ saved, date }: { saved: Mood | null; date?: string }) {
  const logMood = useLogMood();
  const [mood, setMood] = useState<MoodLevel | null>(saved?.mood ?? null);
  const [note, setNote] = useState(saved?.note ?? '');
  const unchanged = saved !== null && mood === saved.mood && note.trim() === (saved.note ?? '');
  const save = (level: MoodLevel) =>
    logMood.mutate({ mood: level, note: note.trim() || null, ...(date ? { date } : {}) });

  return (
    <form
      className="mt-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (mood) save(mood);
      }}
    >
      <p className="text-muted-foreground">
        {saved && date ? (
          <>
            You felt{' '}
            <strong className="font-semibold text-foreground">{moodWord(saved.mood).toLowerCase()}</strong>.
            You can change it for a week.
          </>
        ) : saved ? (
          <>
            Today you feel{' '}
            <strong className="font-semibold text-foreground">{moodWord(saved.mood).toLowerCase()}</strong>{' '}
            <MoodFace
              mood={saved.mood}
              className="inline size-5 rounded-full align-text-bottom"
              style={{ backgroundColor: MOOD_COLORS[saved.mood].fill, color: MOOD_COLORS[saved.mood].ink }}
            />
            . You can change it until the day ends.
          </>
        ) : (
          'Tap the face closest to your day. Only you see it.'
        )}
      </p>
      <fieldset className="mt-4">
        <legend className="sr-only">{date ? `Mood of ${formatDate(date, 'day')}` : "Today's mood"}</legend>
        <div className="grid grid-cols-5 gap-2">
          {MOOD_LEVELS.map((level) => {
            const checked = mood === level;
            const { fill, ink } = MOOD_COLORS[level];
            return (
              <ChoiceTile
                key={level}
                name="mood"
                value={level}
                checked={checked}
                onChange={() => setMood(level)}
                onClick={(event) => {
                  // A tap or a click logs the mood; the arrow keys (detail 0) only move the choice.
                  if (event.detail > 0 && !(saved?.mood === level && unchanged)) save(level);
                }}
                className="flex flex-col items-center gap-1.5 rounded-2xl border-2 px-1 py-2.5"
                checkedClassName="bg-foreground/[0.04]"
                uncheckedClassName="border-transparent hover:bg-foreground/[0.03]"
                style={checked ? { borderColor: fill } : undefined}
              >
                <span
                  className={cn(
                    'grid size-11 place-items-center rounded-full transition-transform motion-reduce:transition-none',
                    checked ? 'scale-110 shadow-sm' : null,
                  )}
                  style={{ backgroundColor: fill, color: ink }}
                >
                  <MoodFace mood={level} className="size-8" />
                </span>
                <span
                  className={cn(
                    'text-xs',
                    checked ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {moodWord(level)}
                </span>
              </ChoiceTile>
            );
          })}
        </div>
      </fieldset>
      <label className="mt-4 block">
        <span className="font-medium text-foreground text-sm">
          Note <span className="font-normal text-muted-foreground">(optional)</span>
        </span>
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={MOOD_NOTE_MAX_LENGTH}
          rows={2}
          placeholder="What made it so?"
          className="mt-1.5 block w-full resize-y rounded-xl border border-input bg-surface px-3 py-2 text-foreground placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-ring"
        />
      </label>
      <Button type="submit" className="mt-4" disabled={!mood || unchanged} busy={logMood.isPending}>
        {saved ? 'Update mood' : 'Save mood'}
      </Button>
    </form>
  );
}
