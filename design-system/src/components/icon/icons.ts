/**
 * The fixed icon set: one import per icon (deep paths), because the design system is a federation singleton
 * and a shared module is bundled whole, so importing lucide's barrel would ship all of its icons.
 */
import Bell from 'lucide-react/icons/bell';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleUser from 'lucide-react/icons/circle-user';
import Clock from 'lucide-react/icons/clock';
import Crown from 'lucide-react/icons/crown';
import Dog from 'lucide-react/icons/dog';
import ExternalLink from 'lucide-react/icons/external-link';
import Flag from 'lucide-react/icons/flag';
import Gift from 'lucide-react/icons/gift';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Info from 'lucide-react/icons/info';
import Lightbulb from 'lucide-react/icons/lightbulb';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import Medal from 'lucide-react/icons/medal';
import Menu from 'lucide-react/icons/menu';
import Minus from 'lucide-react/icons/minus';
import Moon from 'lucide-react/icons/moon';
import Newspaper from 'lucide-react/icons/newspaper';
import Play from 'lucide-react/icons/play';
import Radio from 'lucide-react/icons/radio';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Search from 'lucide-react/icons/search';
import Star from 'lucide-react/icons/star';
import Sun from 'lucide-react/icons/sun';
import Target from 'lucide-react/icons/target';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Trophy from 'lucide-react/icons/trophy';
import Tv from 'lucide-react/icons/tv';
import X from 'lucide-react/icons/x';
import { Football, HorseHead } from './glyphs';

export const ICONS = {
  home: House,
  racing: HorseHead,
  football: Football,
  greyhounds: Dog,
  darts: Target,
  tips: Lightbulb,
  news: Newspaper,
  'free-bets': Gift,
  results: ListOrdered,
  racecards: CalendarDays,
  live: Radio,
  tv: Tv,
  replays: Play,
  plus: Crown,
  account: CircleUser,
  search: Search,
  menu: Menu,
  close: X,
  sun: Sun,
  moon: Moon,
  'chevron-right': ChevronRight,
  clock: Clock,
  star: Star,
  info: Info,
  warning: TriangleAlert,
  refresh: RefreshCw,
  'external-link': ExternalLink,
  lock: Lock,
  check: Check,
  'trending-up': TrendingUp,
  'trending-down': TrendingDown,
  minus: Minus,
  flag: Flag,
  medal: Medal,
  trophy: Trophy,
  bell: Bell,
  heart: Heart,
  mail: Mail,
} as const;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];
