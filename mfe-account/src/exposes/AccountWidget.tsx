import { AccountStatus } from '../session/AccountStatus';

export default function AccountWidget() {
  return (
    <div data-remote="account" data-build={__SL_BUILD_LABEL__}>
      <AccountStatus />
    </div>
  );
}
