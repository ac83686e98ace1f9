import { useState } from 'react';
import { Redirect } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { useDraftQueue } from '#client/lib/drafts/drafts';
import { PAGES } from '#client/lib/route-table';
import { JOURNAL_DRAFT_KIND, journalDraftKind, useJournalEntry } from '../api/entries';
import { type EntryDraft, emptyEntryDraft } from '../lib/entry-draft';
import { EntryEditor } from './entry-editor';

interface ScreenProps {
  userId: string;
  onClose: () => void;
}

/**
 * An entry known by its draft id (`?draft=`): one written on this device, sent or still waiting, or a new
 * one (with the question it answers, if any) when the device has nothing under that id yet.
 */
export function DraftEntryScreen({
  userId,
  draftId,
  prompt,
  promptQuestionId,
  onClose,
}: ScreenProps & { draftId: string; prompt: string | null; promptQuestionId: number | null }) {
  const queue = useDraftQueue(userId, journalDraftKind);
  // What the device holds when the screen opens; the editor keeps its own copy from there.
  const [opened] = useState(() => {
    const stored = queue.read<EntryDraft>(JOURNAL_DRAFT_KIND, draftId);
    return { stored, serverId: stored?.serverId ?? queue.serverIdOf(JOURNAL_DRAFT_KIND, draftId) };
  });
  const serverId = queue.serverIdOf(JOURNAL_DRAFT_KIND, draftId) ?? opened.serverId;
  const entry = useJournalEntry(serverId);
  // Sent and let go of before this screen opened (back, then forward again): an entry like any other.
  if (!opened.stored && opened.serverId !== null)
    return <Redirect to={`${PAGES.journal.path}?entry=${opened.serverId}`} replace />;
  return (
    <EntryEditor
      key={draftId}
      userId={userId}
      draftId={draftId}
      serverId={opened.serverId}
      initial={opened.stored?.value ?? emptyEntryDraft(prompt, promptQuestionId)}
      startInPreview={false}
      onClose={onClose}
      date={entry.data?.date}
      mood={entry.data?.mood ?? null}
    />
  );
}

/** An entry the server has (`?entry=`): the device's unsent changes win over the server's copy. */
export function ExistingEntryScreen({
  userId,
  entryId,
  onClose,
  onDelete,
  deleting,
}: ScreenProps & { entryId: string; onDelete: (id: string) => void; deleting: boolean }) {
  const queue = useDraftQueue(userId, journalDraftKind);
  const stored = queue.read<EntryDraft>(JOURNAL_DRAFT_KIND, entryId);
  const waiting = stored?.pending ? stored : null;
  const entry = useJournalEntry(entryId);

  let initial: EntryDraft | null = waiting?.value ?? null;
  if (!initial && entry.data) {
    initial = {
      title: entry.data.title ?? '',
      body: entry.data.body,
      tags: entry.data.tags,
      prompt: null,
      promptQuestionId: entry.data.promptQuestionId,
      date: entry.data.date,
    };
  }
  if (!initial) {
    if (entry.isError) {
      return (
        <Card role="alert" variant="item" className="mx-auto max-w-3xl">
          <p className="text-foreground">{entry.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={onClose}>
            Back to the journal
          </Button>
        </Card>
      );
    }
    return <PageSpinner inline label="Opening entry…" />;
  }
  return (
    <EntryEditor
      key={entryId}
      userId={userId}
      draftId={entryId}
      serverId={entryId}
      initial={initial}
      startInPreview={waiting === null}
      onClose={onClose}
      onDelete={onDelete}
      deleting={deleting}
      date={entry.data?.date}
      mood={entry.data?.mood ?? null}
    />
  );
}
