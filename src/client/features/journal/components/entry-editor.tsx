import { ArrowLeft, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SaveStatus } from '#client/components/ui/save-status';
import { DayActivities } from '#client/features/activities';
import { cn } from '#client/lib/cn';
import { formatDate, isoDate, localCalendarDay } from '#client/lib/dates';
import type { MoodLevel } from '#contract/constants';
import type { EntryDraft } from '../lib/entry-draft';
import { Markdown } from '../lib/markdown';
import { EntryDateField } from './entry-date-field';
import { TagInput } from './tag-input';
import { useEntryDraft } from './use-entry-draft';

interface EntryEditorProps {
  userId: string;
  /** The draft's id: the entry's id, or a local id for an entry the server may not have yet. */
  draftId: string;
  initial: EntryDraft;
  /** The entry on the server this draft edits; null for a new one. */
  serverId: string | null;
  /** Existing entries open rendered; new ones open for writing. */
  startInPreview: boolean;
  onClose: () => void;
  onDelete?: (entryId: string) => void;
  deleting?: boolean;
  /** The entry's local date; a new entry is dated today. */
  date?: string;
  /** The mood logged on the entry's day. */
  mood?: MoodLevel | null;
}

/** The question an entry answers, above the editor. */
function ReflectingOn({ prompt }: { prompt: string }) {
  return (
    <div className="mb-5 rounded-2xl bg-accent-soft px-5 py-4">
      <p className="font-medium text-accent-strong text-xs uppercase tracking-wider">Reflecting on</p>
      <p className="mt-1 font-serif text-foreground text-xl leading-snug" data-testid="journal-prompt">
        {prompt}
      </p>
    </div>
  );
}

export function EntryEditor({
  userId,
  draftId,
  initial,
  serverId,
  startInPreview,
  onClose,
  onDelete,
  deleting,
  date,
  mood,
}: EntryEditorProps) {
  const { draft, update, saveState, entryId, flush, retry } = useEntryDraft(
    userId,
    draftId,
    initial,
    serverId,
  );
  const [preview, setPreview] = useState(startInPreview);
  const bodyId = useId();
  const day = draft.date ?? date ?? isoDate(localCalendarDay(new Date()));

  return (
    <article className="mx-auto max-w-3xl" aria-labelledby={`${bodyId}-heading`}>
      {/* The page's heading for screen readers and the document outline; the title field is the visible one. */}
      <h1 id={`${bodyId}-heading`} className="sr-only">
        {serverId
          ? `Journal entry${date ? ` of ${formatDate(date, 'day', new Date().getFullYear())}` : ''}`
          : 'New journal entry'}
      </h1>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="ghost"
          className="-ml-3 h-11 text-muted-foreground"
          onClick={() => {
            void flush();
            onClose();
          }}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All entries
        </Button>
        <div className="flex items-center gap-3">
          <SaveStatus
            state={saveState}
            variant="bar"
            refusedHint="It is kept on this device."
            onRetry={retry}
          />
          {onDelete && entryId ? (
            <Button
              variant="ghost"
              className="h-11 text-danger"
              busy={deleting}
              onClick={() => onDelete(entryId)}
            >
              {deleting ? null : <Trash2 className="size-4" aria-hidden="true" />}
              Delete
            </Button>
          ) : null}
        </div>
      </div>

      {draft.prompt ? <ReflectingOn prompt={draft.prompt} /> : null}

      <Card variant="flush">
        <div className="px-5 pt-5 sm:px-8 sm:pt-7">
          <EntryDateField
            id={`${bodyId}-date`}
            value={day}
            onChange={(value) => update({ date: value })}
            mood={mood ?? null}
          />
          <DayActivities date={day} className="mb-3" />
          <label htmlFor={`${bodyId}-title`} className="sr-only">
            Title
          </label>
          <input
            id={`${bodyId}-title`}
            value={draft.title}
            onChange={(event) => update({ title: event.target.value })}
            placeholder={draft.prompt ? 'Title (optional)' : 'Title'}
            maxLength={200}
            className="w-full bg-transparent font-serif text-2xl text-foreground placeholder:text-muted-foreground/60 focus-visible:outline-none sm:text-3xl"
          />
          <div role="tablist" aria-label="Editor mode" className="mt-4 flex gap-1 border-border border-b">
            {(['Write', 'Preview'] as const).map((mode) => {
              const selected = (mode === 'Preview') === preview;
              return (
                <button
                  key={mode}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={`${bodyId}-panel`}
                  onClick={() => setPreview(mode === 'Preview')}
                  className={cn(
                    '-mb-px border-b-2 px-3 py-2 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    selected
                      ? 'border-accent text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )}
                >
                  {mode}
                </button>
              );
            })}
          </div>
        </div>
        <div id={`${bodyId}-panel`} role="tabpanel" className="px-5 py-5 sm:px-8">
          {preview ? (
            <div className="min-h-64" data-testid="journal-preview">
              {draft.body.trim() ? (
                <Markdown source={draft.body} />
              ) : (
                <p className="text-muted-foreground">Nothing written yet.</p>
              )}
            </div>
          ) : (
            <>
              <label htmlFor={bodyId} className="sr-only">
                Entry
              </label>
              <textarea
                id={bodyId}
                value={draft.body}
                onChange={(event) => update({ body: event.target.value })}
                placeholder="What's on your mind?"
                rows={12}
                // biome-ignore lint/a11y/noAutofocus: the editor opens to write
                autoFocus={!startInPreview}
                className="min-h-64 w-full resize-y bg-transparent text-foreground text-lg leading-relaxed placeholder:text-muted-foreground/60 focus-visible:outline-none"
              />
              <p className="text-muted-foreground text-xs">
                Markdown: **bold**, *italic*, # heading, - list, [link](https://…)
              </p>
            </>
          )}
        </div>
        <div className="border-border border-t px-5 py-4 sm:px-8">
          <TagInput tags={draft.tags} onChange={(tags) => update({ tags })} />
        </div>
      </Card>
    </article>
  );
}
