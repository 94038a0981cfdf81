import {
  FOLLOW_PROMPT,
  followPromptText,
  groupSubscriptions,
  isSubscriptionType,
  userReference,
  type Subscription,
} from './subscription';

describe('subscription rules', () => {
  it('gives races and matches the event text and profiles the account text, word for word', () => {
    expect(FOLLOW_PROMPT.title).toBe('Add to My Stable');
    expect(followPromptText('RACE')).toBe(
      'Please log in on the iOS app to receive notifications for this event.',
    );
    expect(followPromptText('FOOTBALL_MATCH')).toBe(FOLLOW_PROMPT.event);
    for (const type of ['HORSE', 'JOCKEY', 'TRAINER'] as const) {
      expect(followPromptText(type)).toBe(
        'Follow and track your favourite Horses, Jockeys and Trainers. Never miss a race with automated alerts. Available with a FREE Sporting Life account.',
      );
    }
  });

  it('builds the user reference with the provider sub, the optional v1 sub and the role PUNTER', () => {
    expect(userReference({ sub: 's', email: 'e@x.com' })).toEqual({
      external_reference: [{ provider: 'SSO', id: 's' }],
      email: 'e@x.com',
      roles: ['PUNTER'],
      devices: [],
    });
    expect(userReference({ sub: 's', email: 'e', v1Sub: 'old' }, [{ push_id: 'p' }])).toMatchObject({
      external_reference: [
        { provider: 'SSO', id: 's' },
        { provider: 'SSO_V1', id: 'old' },
      ],
      devices: [{ push_id: 'p' }],
    });
  });

  it('knows the five types and groups follows by type, names sorted', () => {
    expect(isSubscriptionType('HORSE')).toBe(true);
    expect(isSubscriptionType('DOG')).toBe(false);
    const s = (type: Subscription['subscription_type'], name: string): Subscription => ({
      subscription_type: type,
      subscription_id: name,
      display_text: name,
      server_subscription_id: name,
    });
    const groups = groupSubscriptions([s('HORSE', 'Zeta'), s('RACE', 'R'), s('HORSE', 'Alpha')]);
    expect(groups.map((g) => g.type)).toEqual(['HORSE', 'JOCKEY', 'TRAINER', 'RACE', 'FOOTBALL_MATCH']);
    expect(groups[0]?.items.map((i) => i.display_text)).toEqual(['Alpha', 'Zeta']);
    expect(groups[1]?.items).toEqual([]);
  });
});
