/**
 * The router the shell owns, as every package reads it. A shared package keeps all of its exports (no build knows
 * which of them another build will ask for), and react-router's are 55 KB compressed where the site uses 14 KB:
 * so the federation shares this module, under the '@sl/contracts/' prefix, and react-router is no shared package
 * of its own (docs/adr/0027). Import routing from here, never from 'react-router', or a remote brings a router of
 * its own whose links and hooks see no route.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavigateFunction } from 'react-router';
