import type { SavedAnswer, SavedRating } from '../../../../contract/retro';
import { api } from '../../../lib/api-client';
import type { DraftField } from '../lib/draft-store';

/** Sends one answer or rating of a retro; resolves with the value the server stored, as text. */
export async function sendDraft(date: string, field: DraftField, value: string): Promise<string> {
  const [kind, id] = field.split(':') as [string, string];
  if (kind === 'answer') {
    const saved = await api.put<SavedAnswer>(`/api/retro/${date}/answers/${id}`, { text: value });
    return saved.text;
  }
  const saved = await api.put<SavedRating>(`/api/retro/${date}/ratings/${encodeURIComponent(id)}`, {
    rating: Number(value),
  });
  return String(saved.rating);
}
