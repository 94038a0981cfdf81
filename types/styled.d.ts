import 'styled-components';
import type { UiTheme } from '@sl/ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends UiTheme {}
}
