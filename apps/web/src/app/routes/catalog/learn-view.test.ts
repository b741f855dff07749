import { describe, expect, it } from 'vitest';
import { learnView } from './learn-view';

const enrolled = { is_enrolled: true, access_ended: false };
const view = (overrides: Partial<Parameters<typeof learnView>[0]>) =>
  learnView({ isSignedIn: true, isSessionLoading: false, course: enrolled, ...overrides });

describe('what ?learn=true shows', () => {
  it('plays the lessons for a student who may learn the course', () => {
    expect(view({})).toEqual({ kind: 'player' });
  });

  it('shows nothing while the session is read', () => {
    expect(view({ isSessionLoading: true })).toEqual({ kind: 'waiting' });
  });

  it('asks a visitor to sign in', () => {
    expect(view({ isSignedIn: false })).toEqual({ kind: 'notice', reason: 'sign-in' });
  });

  it('tells a student whose access ended to buy again, and one who never bought to buy', () => {
    expect(view({ course: { is_enrolled: false, access_ended: true } })).toEqual({
      kind: 'notice',
      reason: 'ended',
    });
    expect(view({ course: { is_enrolled: false, access_ended: false } })).toEqual({
      kind: 'notice',
      reason: 'not-bought',
    });
    expect(view({ course: { is_enrolled: false, access_ended: false } })).toEqual({
      kind: 'notice',
      reason: 'not-bought',
    });
  });
});
