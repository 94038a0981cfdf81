/**
 * My Stable subscriptions (spec document 2: section 3 "Subscription", section 6 roles, section 7 the three calls,
 * section 8 the logged-only failures).
 */
export const SUBSCRIPTION_TYPES = ['HORSE', 'JOCKEY', 'TRAINER', 'RACE', 'FOOTBALL_MATCH'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export function isSubscriptionType(value: unknown): value is SubscriptionType {
  return typeof value === 'string' && (SUBSCRIPTION_TYPES as readonly string[]).includes(value);
}

/** Subscription requests carry this role (document 2, section 6). */
export const PUNTER_ROLE = 'PUNTER';

/** Provider names in the user reference's external reference list: the provider sub and the optional v1 sub. */
export const EXTERNAL_REFERENCE_PROVIDERS = { sub: 'SSO', v1Sub: 'SSO_V1' } as const;
export type ExternalReferenceProvider =
  (typeof EXTERNAL_REFERENCE_PROVIDERS)[keyof typeof EXTERNAL_REFERENCE_PROVIDERS];

export interface ExternalReference {
  provider: ExternalReferenceProvider;
  id: string;
}

export interface SubscriptionDevice {
  push_id: string;
}

/** Who the subscription call is for: it must be the member whose access token makes the call. */
export interface SubscriptionUserReference {
  external_reference: ExternalReference[];
  email: string;
  roles: string[];
  devices: SubscriptionDevice[];
}

/** What a member asks to follow. */
export interface SubscriptionItem {
  subscription_id: string;
  subscription_type: SubscriptionType;
  display_text: string;
}

/** A stored follow; `server_subscription_id` is what DELETE takes. */
export interface Subscription extends SubscriptionItem {
  server_subscription_id: string;
}

/** POST /subscription/search */
export interface SubscriptionSearchRequest {
  user: SubscriptionUserReference;
  filter: SubscriptionType[];
}

/** POST /subscription */
export interface SubscriptionCreateRequest {
  user: SubscriptionUserReference;
  subscription: SubscriptionItem[];
}

/** The answer of search and create. */
export interface SubscriptionListResponse {
  subscription: Subscription[];
}

/** API paths under the /api gateway (the shell forwards /api/subscription* to the account service). */
export const SUBSCRIPTION_PATHS = {
  search: '/subscription/search',
  create: '/subscription',
  remove: (serverSubscriptionId: string) => `/subscription/${encodeURIComponent(serverSubscriptionId)}`,
} as const;

/** Limits the service enforces (and the client respects). */
export const SUBSCRIPTION_LIMITS = {
  idLength: 64,
  displayTextLength: 200,
  itemsPerRequest: 50,
  pushIdLength: 512,
  devices: 10,
} as const;

/** Subscription failures are only logged, with these messages (document 2, section 8). */
export const SUBSCRIPTION_LOG_MESSAGES = {
  load: 'error loading subscriptions',
  save: 'Error saving subscription',
  remove: 'Error deleting subscription',
} as const;

/** The prompt a visitor gets on trying to follow (document 2, section 6). */
export const FOLLOW_PROMPT = {
  title: 'Add to My Stable',
  event: 'Please log in on the iOS app to receive notifications for this event.',
  profile:
    'Follow and track your favourite Horses, Jockeys and Trainers. Never miss a race with automated alerts. Available with a FREE Sporting Life account.',
} as const;

/** Races and matches get the event text; horses, jockeys and trainers the profile text. */
export function followPromptText(type: SubscriptionType): string {
  return type === 'RACE' || type === 'FOOTBALL_MATCH' ? FOLLOW_PROMPT.event : FOLLOW_PROMPT.profile;
}

/** The user reference for the signed-in member (sub from the id token, email, role PUNTER). */
export function userReference(
  user: { sub: string; email: string; v1Sub?: string },
  devices: SubscriptionDevice[] = [],
): SubscriptionUserReference {
  const external_reference: ExternalReference[] = [
    { provider: EXTERNAL_REFERENCE_PROVIDERS.sub, id: user.sub },
  ];
  if (user.v1Sub) external_reference.push({ provider: EXTERNAL_REFERENCE_PROVIDERS.v1Sub, id: user.v1Sub });
  return { external_reference, email: user.email, roles: [PUNTER_ROLE], devices };
}

export const SUBSCRIPTION_TYPE_LABELS: Record<SubscriptionType, string> = {
  HORSE: 'Horses',
  JOCKEY: 'Jockeys',
  TRAINER: 'Trainers',
  RACE: 'Races',
  FOOTBALL_MATCH: 'Matches',
};

/** Groups follows by type in the order of SUBSCRIPTION_TYPES, names sorted within a group. */
export function groupSubscriptions(
  list: Subscription[],
): { type: SubscriptionType; items: Subscription[] }[] {
  return SUBSCRIPTION_TYPES.map((type) => ({
    type,
    items: list
      .filter((s) => s.subscription_type === type)
      .sort((a, b) => a.display_text.localeCompare(b.display_text)),
  }));
}
