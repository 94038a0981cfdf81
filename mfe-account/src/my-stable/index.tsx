import { MyStablePage } from './MyStablePage';

/** `account/MyStable`: the shell mounts it at /racing/my-stable. */
export default function MyStable() {
  return (
    <div data-remote="account" data-build={__SL_BUILD_LABEL__} data-testid="my-stable">
      <MyStablePage />
    </div>
  );
}
