import { useAuth } from '@sl/contracts';
import { EditorHome } from '../editor/EditorHome';
import { Button } from '@sl/ui';

/** /editor: the newsroom's editor for the content store; editors sign in with their site account. */
export default function NewsEditor() {
  const loggedIn = useAuth((s) => s.loggedIn);
  const login = useAuth((s) => s.actions.login);
  return (
    <div data-remote="promos" data-build={__SL_BUILD_LABEL__}>
      <h1>Newsroom</h1>
      {loggedIn ? (
        <EditorHome />
      ) : (
        <>
          <p>Sign in with an editor’s account to write, schedule and publish articles.</p>
          <Button type="button" variant="primary" onClick={() => login('/editor')}>
            Sign in
          </Button>
        </>
      )}
    </div>
  );
}
