import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { RegistryCommand } from '@sl/contracts/release';
import { color, fontSize, fontWeight, size, space } from '@sl/ui';
import { Form } from '../forms/FeedbackForm';
import { consoleApi, messageOf } from './api';
import { ReasonAndSubmit } from './ReasonAndSubmit';

type How = 'now' | 'canary' | 'linear' | 'percent' | 'window';

const HOW_LABELS: Record<How, string> = {
  now: 'To everyone now',
  canary: 'Canary: a share first, then everyone',
  linear: 'Linear: a step more every interval',
  percent: 'A fixed share of visitors',
  window: 'Only during a festival window',
};

/** The site's form layout (labels, full-width fields, bare fieldsets), with the console forms' pairs and hints. */
export const ReleaseFields = styled(Form)`
  input[type='url'] {
    width: 100%;
    box-sizing: border-box;
  }
  fieldset {
    display: grid;
  }
  /* Each choice on one line, the radio beside its words, each line a full-size target. */
  .choices label {
    display: flex;
    align-items: center;
    gap: ${space.xs};
    min-height: ${size.targetMin};
    font-weight: normal;
  }
  .choices input[type='radio'] {
    margin: 0;
  }
  .pair {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
  }
  .pair > div {
    display: grid;
    gap: ${space.xxs};
  }
  .hint {
    margin: 0;
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  [role='alert'] {
    margin: 0;
    color: ${color.negative};
    font-weight: ${fontWeight.semibold};
  }
`;

type ReleaseCommand = Extract<RegistryCommand, { op: 'set' | 'rollout' | 'schedule' }>;

/** A datetime-local value (the release manager's own clock) as an ISO instant; empty when not filled in. */
const instant = (local: string) => (local ? new Date(local).toISOString() : '');

interface Props {
  remote: string;
  onDone: (message: string) => void;
}

/**
 * Puts a new build of a remote live: to everyone, gradually or in a festival window. The control plane checks the
 * build first (manifest, entry, integrity, contracts version) and refuses a broken one with the reason, shown here.
 */
export function ReleaseForm({ remote, onDone }: Props) {
  const id = useId();
  const [entry, setEntry] = useState('');
  const [label, setLabel] = useState('');
  const [how, setHow] = useState<How>('canary');
  const [percent, setPercent] = useState('10');
  const [span, setSpan] = useState('30m');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const command = (): ReleaseCommand => {
    const base = {
      name: remote,
      entry: entry.trim(),
      reason: reason.trim(),
      ...(label.trim() ? { version: label.trim() } : {}),
    };
    switch (how) {
      case 'now':
        return { op: 'set', ...base };
      case 'percent':
        return { op: 'rollout', ...base, percent: Number(percent) };
      case 'canary':
      case 'linear':
        return { op: 'rollout', ...base, plan: `${how}:${percent.trim()}:${span.trim()}` };
      case 'window':
        return { op: 'schedule', ...base, from: instant(from), to: instant(to) };
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry.trim() || !reason.trim()) {
      setError('The manifest URL and the reason are both required.');
      return;
    }
    if (how === 'window' && (!from || !to)) {
      setError('A festival window needs its start and its end.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const sent = command();
      const row = await consoleApi.change(sent);
      onDone(
        sent.op === 'set'
          ? `${remote}: ${row.version} is live for everyone.`
          : sent.op === 'rollout'
            ? `${remote}: ${row.rolloutVersion ?? 'the new version'} is rolling out.`
            : `${remote}: ${row.windowVersion ?? 'the build'} is scheduled for its window.`,
      );
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const gradual = how === 'canary' || how === 'linear' || how === 'percent';
  return (
    <ReleaseFields onSubmit={(e) => void submit(e)} noValidate aria-label={`Release a build of ${remote}`}>
      <div>
        <label htmlFor={`${id}-entry`}>Manifest URL</label>
        <p className="hint" id={`${id}-entry-hint`}>
          The build’s mf-manifest.json, e.g. https://cdn.example/{remote}/2026.11.29-1/mf-manifest.json
        </p>
        <input
          id={`${id}-entry`}
          type="url"
          value={entry}
          required
          aria-describedby={`${id}-entry-hint`}
          onChange={(e) => setEntry(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-label`}>Version label (optional)</label>
        <input
          id={`${id}-label`}
          type="text"
          value={label}
          maxLength={64}
          onChange={(e) => setLabel(e.target.value)}
        />
      </div>
      <fieldset className="choices">
        <legend>Who gets it</legend>
        {(Object.keys(HOW_LABELS) as How[]).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-how`}
              value={option}
              checked={how === option}
              onChange={() => setHow(option)}
            />{' '}
            {HOW_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {gradual && (
        <div className="pair">
          <div>
            <label htmlFor={`${id}-percent`}>{how === 'linear' ? 'Step (%)' : 'Share of visitors (%)'}</label>
            <input
              id={`${id}-percent`}
              type="number"
              min={1}
              max={100}
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
            />
          </div>
          {how !== 'percent' && (
            <div>
              <label htmlFor={`${id}-span`}>{how === 'canary' ? 'For how long' : 'Every'}</label>
              <input
                id={`${id}-span`}
                type="text"
                value={span}
                size={6}
                aria-describedby={`${id}-span-hint`}
                onChange={(e) => setSpan(e.target.value)}
              />
              <p className="hint" id={`${id}-span-hint`}>
                30m, 2h, 1d
              </p>
            </div>
          )}
        </div>
      )}
      {how === 'window' && (
        <div className="pair">
          <div>
            <label htmlFor={`${id}-from`}>From</label>
            <input
              id={`${id}-from`}
              type="datetime-local"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
        </div>
      )}
      <ReasonAndSubmit
        id={id}
        reason={reason}
        onReason={setReason}
        error={error}
        busy={busy}
        submit="Check and release"
      />
    </ReleaseFields>
  );
}
