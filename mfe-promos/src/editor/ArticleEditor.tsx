import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  articlePath,
  articleProblems,
  CONTENT_CATEGORIES,
  CONTENT_SPORTS,
  type Article,
} from '@sl/contracts';
import { editorApi, messageOf } from './api';
import { BlockEditor } from './BlockEditor';
import {
  emptyBlock,
  emptyForm,
  formOf,
  inputOf,
  isoFromLocal,
  slugPreview,
  type ArticleForm,
} from './form-model';
import { Form } from './styles';
import { Button, ErrorState } from '@sl/ui';

type Intent = 'save' | 'publish' | 'schedule';
type TextKey = 'title' | 'standfirst' | 'tags' | 'slug' | 'heroSrc' | 'heroAlt';
type ChoiceKey = 'sport' | 'category';

/** A labelled text box (or, with rows, a text area), with an optional hint the box is described by. */
function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  rows,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'datetime-local';
  rows?: number;
  hint?: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const box = {
    id,
    value,
    'aria-describedby': hintId,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea rows={rows} {...box} /> : <input type={type} {...box} />}
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled drop-down of one of `options`, each shown as itself. */
function ChoiceField<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(options.find((o) => o === e.target.value) ?? value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Create or edit an article: labelled fields, blocks as repeatable fieldsets, save, publish or schedule. */
export function ArticleEditor({
  article,
  onSaved,
  onCancel,
}: {
  article: Article | null;
  onSaved: (article: Article, what: string) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ArticleForm>(() => (article ? formOf(article) : emptyForm()));
  const [publishAt, setPublishAt] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ArticleForm>) => setForm((f) => ({ ...f, ...patch }));
  /** A text field's id, value and change handler, for one text entry of the form. */
  const bind = (key: TextKey, id = `article-${key}`) => ({
    id,
    value: form[key],
    onChange: (value: string) => setForm((f) => ({ ...f, [key]: value })),
  });
  /** The same for a choice entry, with the options it may take. */
  const choose = <K extends ChoiceKey>(key: K, options: readonly ArticleForm[K][]) => ({
    id: `article-${key}`,
    options,
    value: form[key],
    onChange: (value: ArticleForm[K]) => setForm((f) => ({ ...f, [key]: value })),
  });

  const submit = async (intent: Intent) => {
    const input = inputOf(form);
    const found = articleProblems(input);
    const at = intent === 'schedule' ? isoFromLocal(publishAt) : null;
    if (intent === 'schedule' && !at) found.push('Choose the date and time to publish at');
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      let saved = article
        ? await editorApi.update(article.id, input)
        : await editorApi.create(input, intent === 'publish');
      if (intent === 'publish' && article) saved = await editorApi.action(saved.id, 'publish');
      if (intent === 'schedule' && at) saved = await editorApi.schedule(saved.id, at);
      onSaved(saved, intent === 'publish' ? 'published' : intent === 'schedule' ? 'scheduled' : 'saved');
    } catch (error) {
      setProblems([messageOf(error)]);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('save');
  };

  const moveBlock = (index: number, by: -1 | 1) =>
    setForm((f) => {
      const blocks = [...f.blocks];
      const [moved] = blocks.splice(index, 1);
      blocks.splice(index + by, 0, moved!);
      return { ...f, blocks };
    });

  return (
    <Form onSubmit={onSubmit} aria-labelledby="article-form-heading" noValidate>
      <h2 id="article-form-heading">{article ? `Edit: ${article.title}` : 'New article'}</h2>
      {problems.length > 0 && (
        <ErrorState title="The article cannot be saved yet:">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </ErrorState>
      )}
      <TextField label="Headline" {...bind('title')} />
      <TextField label="Standfirst" rows={2} {...bind('standfirst')} />
      <div className="row">
        <ChoiceField label="Sport" {...choose('sport', CONTENT_SPORTS)} />
        <ChoiceField label="Category" {...choose('category', CONTENT_CATEGORIES)} />
      </div>
      <TextField label="Tags, separated by commas" {...bind('tags')} />
      <TextField
        label="Address (slug)"
        {...bind('slug')}
        hint={
          <>
            Leave empty to make it from the headline:{' '}
            {articlePath({ ...inputOf(form), slug: slugPreview(form) || '…' })}
          </>
        }
      />
      <fieldset>
        <legend>Hero image (optional)</legend>
        <TextField label="Hero image address" {...bind('heroSrc', 'article-hero-src')} />
        <TextField label="Hero image description (alt text)" {...bind('heroAlt', 'article-hero-alt')} />
      </fieldset>
      <h3>Body</h3>
      {form.blocks.map((block, index) => (
        <BlockEditor
          key={block.key}
          block={block}
          index={index}
          count={form.blocks.length}
          onChange={(b) => set({ blocks: form.blocks.map((x) => (x.key === b.key ? b : x)) })}
          onMove={(by) => moveBlock(index, by)}
          onRemove={() => set({ blocks: form.blocks.filter((x) => x.key !== block.key) })}
        />
      ))}
      <div className="row">
        <Button
          variant="secondary"
          type="button"
          onClick={() => set({ blocks: [...form.blocks, emptyBlock()] })}
        >
          Add a block
        </Button>
      </div>
      <fieldset>
        <legend>Publish</legend>
        <div className="row">
          <Button variant="secondary" type="submit" disabled={busy}>
            {article ? 'Save changes' : 'Save draft'}
          </Button>
          <Button type="button" variant="primary" disabled={busy} onClick={() => void submit('publish')}>
            {article ? 'Save and publish' : 'Publish now'}
          </Button>
        </div>
        <TextField
          id="article-publish-at"
          label="Publish at (your local time)"
          type="datetime-local"
          value={publishAt}
          onChange={setPublishAt}
        />
        <div className="row">
          <Button variant="secondary" type="button" disabled={busy} onClick={() => void submit('schedule')}>
            Schedule
          </Button>
          <Button variant="secondary" type="button" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
