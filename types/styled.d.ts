import 'styled-components';
import type { SiteTheme } from '@sl/contracts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
