import { Route, Routes } from '@sl/contracts/routing';
import { AccountDetails } from '../account/AccountDetails';
import { AccountStatus } from '../session/AccountStatus';

/** Everything under /account, mounted by the shell at runtime. */
export default function AccountApp() {
  return (
    <div data-remote="account" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <h1>Your account</h1>
              <AccountStatus />
              <AccountDetails />
            </>
          }
        />
      </Routes>
    </div>
  );
}
