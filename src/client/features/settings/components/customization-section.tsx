import { useState } from 'react';
import { Section } from '#client/components/ui/page-header';
import { useCustomization, useUpdateCustomization } from '#client/features/gamification';
import { applyAccent } from '#client/lib/accent-palette';
import { browserStorage } from '#client/lib/storage-reset';
import type { UpdateCustomizationBody } from '#contract/customization';
import { AccentChoice } from './accent-choice';
import { AvatarChoice } from './avatar-choice';
import { DisplayNameField } from './display-name-field';
import { HomeCardsEditor } from './home-cards-editor';

/** Name, avatar, accent colour, home cards and celebrations; each change is saved on its own. */
export function CustomizationSection({ username }: { username: string }) {
  const customization = useCustomization();
  const update = useUpdateCustomization();
  const current = customization.data;

  // The home cards editor keeps its own list; a failed save starts it again from what the server has.
  const [editorKey, setEditorKey] = useState(0);

  function save(changes: UpdateCustomizationBody) {
    update.mutate(changes, {
      onSuccess: (saved) =>
        applyAccent(saved.accentColor, document.documentElement, browserStorage('localStorage')),
      onError: () => setEditorKey((key) => key + 1),
    });
  }

  return (
    <Section
      id="customization-heading"
      title="Make it yours"
      description="How Daily Retro greets you and what home shows."
    >
      {current ? (
        <div className="mt-5 grid gap-8">
          <DisplayNameField
            value={current.displayName}
            username={username}
            busy={update.isPending}
            onSave={(displayName) => save({ displayName })}
          />
          <AvatarChoice
            value={current.avatar}
            busy={update.isPending}
            onChange={(avatar) => save({ avatar })}
          />
          <AccentChoice value={current.accentColor} onChange={(accentColor) => save({ accentColor })} />
          <HomeCardsEditor
            key={editorKey}
            value={current.homeCards}
            onChange={(homeCards) => save({ homeCards })}
          />
          <label className="flex cursor-pointer items-start justify-between gap-4">
            <span>
              <span className="block font-medium text-foreground text-sm">Celebrations</span>
              <span className="block text-muted-foreground text-sm">
                Confetti when you earn a badge. Off, or with reduced motion, badges are still announced
                quietly.
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={current.celebrations}
              checked={current.celebrations}
              onChange={(event) => save({ celebrations: event.target.checked })}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-input transition-colors peer-checked:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 motion-reduce:after:transition-none"
            />
          </label>
        </div>
      ) : customization.isError ? (
        <p className="mt-3 text-muted-foreground">{customization.error.message}.</p>
      ) : (
        <div className="mt-5 h-40 animate-pulse rounded-2xl bg-foreground/[0.04]" />
      )}
    </Section>
  );
}
