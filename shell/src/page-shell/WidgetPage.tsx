import { useParams } from 'react-router';
import { isRemoteName } from '@sl/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';

/** /widgets/{remote}/{Module}: one federated module alone, without site chrome, for embedding. */
export function WidgetPage() {
  const { remote, module } = useParams();
  if (!isRemoteName(remote) || !module || !/^[A-Z][A-Za-z]{1,40}$/.test(module)) {
    return (
      <main>
        <h1>Widget not found</h1>
      </main>
    );
  }
  return (
    <main>
      <RemoteSlot
        remote={remote}
        module={module}
        label={`${module} widget`}
        unavailable="This widget is unavailable right now."
      />
    </main>
  );
}
