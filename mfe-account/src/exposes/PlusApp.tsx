import { Route, Routes } from '@sl/contracts/routing';
import { JoinPage } from '../plus/JoinPage';
import { PlusNotFound } from '../plus/NotFound';
import { PlusLanding } from '../plus/PlusLanding';
import { WelcomePage } from '../plus/WelcomePage';

/** Sporting Life Plus under /sporting-life-plus/* and /plus/*, mounted by the shell at runtime. */
export default function PlusApp() {
  return (
    <div data-remote="account" data-build={__SL_BUILD_LABEL__}>
      <Routes>
        <Route index element={<PlusLanding />} />
        <Route path="join" element={<JoinPage />} />
        <Route path="welcome" element={<WelcomePage />} />
        <Route path="*" element={<PlusNotFound />} />
      </Routes>
    </div>
  );
}
