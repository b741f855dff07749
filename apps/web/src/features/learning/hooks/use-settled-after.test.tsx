import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSettledAfter } from './use-settled-after';

const Flag = ({ isLoaded }: { isLoaded: boolean }) => (
  <p>{useSettledAfter(isLoaded, 1_000) ? 'settled' : 'loading'}</p>
);

describe('the playlist loading flag, rendered on the server', () => {
  it('is already settled when the playlist came with the page', () => {
    expect(renderToString(<Flag isLoaded />)).toBe('<p>settled</p>');
  });

  it('is still loading when the playlist did not', () => {
    expect(renderToString(<Flag isLoaded={false} />)).toBe('<p>loading</p>');
  });
});
