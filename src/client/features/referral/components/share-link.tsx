import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/lib/toast-store';

const SHARE_TEXT = 'I use Daily Retro to end each day with a few honest minutes. Join me:';

/** The link with a copy button, and the phone's share sheet where the browser has one. */
export function ShareLink({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast({ title: 'Link copied', description: 'Paste it into a message to a friend.' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'Daily Retro', text: SHARE_TEXT, url: link });
    } catch {
      // Closing the share sheet rejects too: nothing to tell.
    }
  }

  return (
    <div className="grid gap-3">
      <label className="grid gap-1.5">
        <span className="font-medium text-foreground text-sm">Your invite link</span>
        <input
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full rounded-xl border border-input bg-background px-3.5 font-mono text-foreground text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button size="lg" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        {canShare ? (
          <Button size="lg" variant="secondary" onClick={share}>
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </Button>
        ) : null}
      </div>
    </div>
  );
}
