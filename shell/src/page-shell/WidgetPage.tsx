import { useParams } from '@sl/contracts/routing';
import { isRemoteName } from '@sl/contracts';
import { FederatedSlot } from '@sl/contracts/federation';
import { UnavailableNotice } from '../federation/UnavailableNotice';

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
      {/* Keyed so a widget that failed does not leave the next widget's slot in its error state. */}
      <FederatedSlot
        key={`${remote}/${module}`}
        remote={remote}
        module={module}
        label={`${module} widget`}
        unavailable={<UnavailableNotice>This widget is unavailable right now.</UnavailableNotice>}
      />
    </main>
  );
}
