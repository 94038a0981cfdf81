import { useId, useState, type FormEvent } from 'react';
import { remoteApiPrefix } from '@sl/contracts';
import { type RegistryCommand } from '@sl/contracts/release';

import { consoleApi, messageOf } from './api';
import { ReasonAndSubmit } from './ReasonAndSubmit';
import { ReleaseFields } from './ReleaseForm';

type RegisterCommand = Extract<RegistryCommand, { op: 'register' }>;

interface Props {
  onDone: (message: string) => void;
}

/**
 * Registers a new team's remote with no shell release (the CLI's `register`, through the same API): its name and
 * build, the section it serves and, optionally, its API. The control plane checks the registration's rules (a
 * path nobody has, the remote's own /api prefix) and the build, and refuses with the reason, shown here.
 */
export function RegisterForm({ onDone }: Props) {
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState('');
  const [entry, setEntry] = useState('');
  const [label, setLabel] = useState('');
  const [path, setPath] = useState('');
  const [module, setModule] = useState('');
  const [section, setSection] = useState('');
  const [upstream, setUpstream] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const remote = name.trim();
  const command = (): RegisterCommand => ({
    op: 'register',
    name: remote,
    entry: entry.trim(),
    reason: reason.trim(),
    ...(scope.trim() ? { scope: scope.trim() } : {}),
    ...(label.trim() ? { version: label.trim() } : {}),
    ...(path.trim() ? { routes: [{ path: path.trim(), module: module.trim(), label: section.trim() }] } : {}),
    ...(upstream.trim() ? { api: { prefix: remoteApiPrefix(remote), upstream: upstream.trim() } } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!remote || !entry.trim() || !reason.trim()) {
      setError('The name, the manifest URL and the reason are all required.');
      return;
    }
    if (path.trim() && (!module.trim() || !section.trim())) {
      setError('A section needs its exposed module and its name too.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const row = await consoleApi.change(command());
      onDone(
        `${row.name} is registered: ${row.version} is live${row.routes?.[0] ? ` at ${row.routes[0].path}` : ''}.`,
      );
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: string,
    text: string,
    value: string,
    set: (value: string) => void,
    extra: { type?: string; hint?: string; maxLength?: number } = {},
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`}>{text}</label>
      {extra.hint && (
        <p className="hint" id={`${id}-${key}-hint`}>
          {extra.hint}
        </p>
      )}
      <input
        id={`${id}-${key}`}
        type={extra.type ?? 'text'}
        value={value}
        maxLength={extra.maxLength}
        aria-describedby={extra.hint ? `${id}-${key}-hint` : undefined}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  );

  return (
    <ReleaseFields onSubmit={(e) => void submit(e)} noValidate aria-label="Register a new remote">
      <div className="pair">
        {field('name', 'Name', name, setName, {
          hint: 'Lower case and dashes, e.g. stats-desk',
          maxLength: 30,
        })}
        {field('scope', 'Scope (optional)', scope, setScope, {
          hint: 'The build’s container name, if not the name',
          maxLength: 40,
        })}
      </div>
      {field('entry', 'Manifest URL', entry, setEntry, {
        type: 'url',
        hint: 'The first build’s mf-manifest.json',
      })}
      {field('label', 'Version label (optional)', label, setLabel, { maxLength: 64 })}
      <fieldset>
        <legend>Its section</legend>
        <div className="pair">
          {field('path', 'Address', path, setPath, { hint: 'One segment, e.g. /stats-desk', maxLength: 41 })}
          {field('module', 'Exposed module', module, setModule, { hint: 'e.g. StatsApp', maxLength: 41 })}
          {field('section', 'Section name', section, setSection, { hint: 'e.g. Stats desk', maxLength: 40 })}
        </div>
      </fieldset>
      {field('upstream', 'API upstream (optional)', upstream, setUpstream, {
        type: 'url',
        hint: remote
          ? `Where ${remoteApiPrefix(remote)} is forwarded: an origin, e.g. http://stats.internal:3100`
          : 'Where /api/<name> is forwarded: an origin, e.g. http://stats.internal:3100',
      })}
      <ReasonAndSubmit
        id={id}
        reason={reason}
        onReason={setReason}
        error={error}
        busy={busy}
        submit="Register"
      />
    </ReleaseFields>
  );
}
