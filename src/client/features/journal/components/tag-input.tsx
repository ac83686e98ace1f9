import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { addTags, removeLastTag } from '../lib/tags';

/** Tags as chips: Enter or a comma adds what was typed, Backspace in the empty field removes the last. */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState('');
  const id = useId();

  function commit() {
    if (text.trim() === '') return;
    onChange(addTags(tags, text));
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      onChange(removeLastTag(tags));
    }
  }

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Tags
      </label>
      <div className="flex flex-wrap items-center gap-1.5">
        {tags.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-accent-soft py-1 pr-1 pl-3 text-accent-strong text-sm"
          >
            #{tag}
            <button
              type="button"
              onClick={() => onChange(tags.filter((t) => t !== tag))}
              aria-label={`Remove tag ${tag}`}
              className="grid size-5 place-items-center rounded-full hover:bg-accent/15 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            if (value.includes(',')) {
              onChange(addTags(tags, value));
              setText('');
            } else {
              setText(value);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
          placeholder={tags.length === 0 ? 'Add tags…' : 'Add…'}
          className="h-8 min-w-24 flex-1 bg-transparent text-foreground text-sm placeholder:text-muted-foreground/70 focus-visible:outline-none"
        />
      </div>
    </div>
  );
}
