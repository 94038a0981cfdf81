import { media, mediaCondition, useMediaQuery } from '@sl/ui';

/** Whether the screen is a phone's: phones get the bookmakers' mobile links (desktop ones on the server). */
export const useIsPhone = (): boolean => useMediaQuery(mediaCondition(media.mobile));
