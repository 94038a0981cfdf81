import { BLOCK_TYPES, type BlockType } from '@sl/contracts';
import type { BlockFields } from './form-model';
import { Button } from '@sl/ui';

const BLOCK_LABELS: Record<BlockType, string> = {
  paragraph: 'Paragraph',
  heading: 'Sub-heading',
  list: 'List',
  quote: 'Quote',
  'race-card': 'Race card',
  'match-card': 'Match card',
  image: 'Image',
};

/** One repeatable block of the article form: its type and the fields that type has, and buttons to move it. */
export function BlockEditor({
  block,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  block: BlockFields;
  index: number;
  count: number;
  onChange: (block: BlockFields) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => `block-${block.key}-${field}`;
  const set = (patch: Partial<BlockFields>) => onChange({ ...block, ...patch });
  const n = index + 1;
  return (
    <fieldset data-block={index}>
      <legend>
        Block {n}: {BLOCK_LABELS[block.type]}
      </legend>
      <div>
        <label htmlFor={id('type')}>Block {n} type</label>
        <select
          id={id('type')}
          value={block.type}
          onChange={(e) => set({ type: e.target.value as BlockType })}
        >
          {BLOCK_TYPES.map((type) => (
            <option key={type} value={type}>
              {BLOCK_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      {(block.type === 'paragraph' || block.type === 'heading' || block.type === 'quote') && (
        <div>
          <label htmlFor={id('text')}>Block {n} text</label>
          {block.type === 'heading' ? (
            <input
              id={id('text')}
              type="text"
              value={block.text}
              onChange={(e) => set({ text: e.target.value })}
            />
          ) : (
            <textarea
              id={id('text')}
              rows={4}
              value={block.text}
              onChange={(e) => set({ text: e.target.value })}
            />
          )}
        </div>
      )}
      {block.type === 'quote' && (
        <div>
          <label htmlFor={id('cite')}>Block {n} quoted speaker</label>
          <input
            id={id('cite')}
            type="text"
            value={block.cite}
            onChange={(e) => set({ cite: e.target.value })}
          />
        </div>
      )}
      {block.type === 'list' && (
        <>
          <div>
            <label htmlFor={id('items')}>Block {n} items, one per line</label>
            <textarea
              id={id('items')}
              rows={4}
              value={block.items}
              onChange={(e) => set({ items: e.target.value })}
            />
          </div>
          <div>
            <input
              id={id('ordered')}
              type="checkbox"
              checked={block.ordered}
              onChange={(e) => set({ ordered: e.target.checked })}
            />{' '}
            <label htmlFor={id('ordered')} style={{ display: 'inline' }}>
              Numbered list
            </label>
          </div>
        </>
      )}
      {(block.type === 'race-card' || block.type === 'match-card') && (
        <div>
          <label htmlFor={id('id')}>
            Block {n} {block.type === 'race-card' ? 'race id' : 'match id'}
          </label>
          <input
            id={id('id')}
            type="text"
            inputMode="numeric"
            value={block.id}
            aria-describedby={id('id-hint')}
            onChange={(e) => set({ id: e.target.value })}
          />
          <p className="hint" id={id('id-hint')}>
            {block.type === 'race-card'
              ? 'The number at the end of a race card address, e.g. 20261125483.'
              : 'The number in a match centre address, e.g. 20260213129.'}
          </p>
        </div>
      )}
      {block.type === 'image' && (
        <>
          <div>
            <label htmlFor={id('src')}>Block {n} image address</label>
            <input
              id={id('src')}
              type="text"
              value={block.src}
              onChange={(e) => set({ src: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={id('alt')}>Block {n} image description (alt text)</label>
            <input
              id={id('alt')}
              type="text"
              value={block.alt}
              onChange={(e) => set({ alt: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={id('caption')}>Block {n} caption</label>
            <input
              id={id('caption')}
              type="text"
              value={block.caption}
              onChange={(e) => set({ caption: e.target.value })}
            />
          </div>
        </>
      )}
      <div className="row">
        <Button variant="secondary" type="button" onClick={() => onMove(-1)} disabled={index === 0}>
          Move block {n} up
        </Button>
        <Button variant="secondary" type="button" onClick={() => onMove(1)} disabled={index === count - 1}>
          Move block {n} down
        </Button>
        <Button variant="secondary" type="button" onClick={onRemove} disabled={count === 1}>
          Remove block {n}
        </Button>
      </div>
    </fieldset>
  );
}
