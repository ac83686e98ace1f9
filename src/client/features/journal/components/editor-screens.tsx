import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useJournalEntry } from '../api/use-journal-reads';
import { type Draft, draftKey, emptyDraft, hasContent, readDraft } from '../lib/draft-store';
import { EntryEditor } from './entry-editor';

interface ScreenProps {
  userId: string;
  onClose: (key: string, draft: Draft) => void;
}

/** A new entry: resumes the user's unsent draft, or starts one (with the question it answers, if any). */
export function NewEntryScreen({
  userId,
  prompt,
  promptQuestionId,
  onClose,
}: ScreenProps & { prompt: string | null; promptQuestionId: number | null }) {
  const key = draftKey(userId, null);
  const [initial] = useState<Draft>(() => {
    const stored = readDraft(window.localStorage, key);
    // Never drop words: an unsent draft, or the entry being written, is resumed.
    if (stored && hasContent(stored) && (stored.dirty || prompt === null || stored.prompt === prompt))
      return stored;
    return emptyDraft(prompt, prompt === null ? null : promptQuestionId);
  });
  return (
    <EntryEditor
      key={key}
      storageKey={key}
      initial={initial}
      startInPreview={false}
      onClose={(d) => onClose(key, d)}
    />
  );
}

/** An existing entry: the device's unsent changes win over the server's copy. */
export function ExistingEntryScreen({
  userId,
  entryId,
  onClose,
  onDelete,
  deleting,
}: ScreenProps & { entryId: string; onDelete: (id: string, key: string) => void; deleting: boolean }) {
  const key = draftKey(userId, entryId);
  const [stored] = useState(() => readDraft(window.localStorage, key));
  const entry = useJournalEntry(stored?.dirty ? null : entryId);

  let initial: Draft | null = stored?.dirty ? stored : null;
  if (!initial && entry.data) {
    initial = {
      title: entry.data.title ?? '',
      body: entry.data.body,
      tags: entry.data.tags,
      prompt: null,
      promptQuestionId: entry.data.promptQuestionId,
      entryId,
      dirty: false,
    };
  }
  if (!initial) {
    if (entry.isError) {
      return (
        <div className="mx-auto max-w-3xl rounded-2xl border border-border bg-surface p-6">
          <p className="text-foreground">{entry.error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => onClose(key, emptyDraft())}>
            Back to the journal
          </Button>
        </div>
      );
    }
    return <PageSpinner inline label="Opening entry…" />;
  }
  return (
    <EntryEditor
      key={key}
      storageKey={key}
      initial={initial}
      startInPreview
      onClose={(d) => onClose(key, d)}
      onDelete={(id) => onDelete(id, key)}
      deleting={deleting}
      date={entry.data?.date}
      mood={entry.data?.mood ?? null}
    />
  );
}
