import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, preloadParts, RenderedParts } from './lazy-part';

const Curriculum = lazyPart('test.curriculum', () =>
  Promise.resolve(({ title }: { title: string }) => <p>{title}</p>),
);

describe('a lazy part of a page', () => {
  it('shows its fallback while its code loads when nothing loaded it ahead', async () => {
    const Late = lazyPart('test.late', () => Promise.resolve(() => <p>Related courses</p>));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Late />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Related courses')).toBeInTheDocument();
  });

  it('renders at once, with no fallback, once the page loaded it ahead by name', async () => {
    await preloadParts(['test.curriculum', 'test.unknown']);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Curriculum title="Section 1: Python basics" />
      </Suspense>,
    );
    expect(screen.getByText('Section 1: Python basics')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('keeps what the reader typed in it when the page around it renders again after its code came', async () => {
    const Question = () => {
      const [text, setText] = useState('');
      return (
        <input aria-label="Your question" value={text} onChange={(event) => setText(event.target.value)} />
      );
    };
    const Questions = lazyPart('test.questions', () => Promise.resolve(Question));
    const { rerender } = render(
      <Suspense fallback={<p>Loading…</p>}>
        <Questions key="questions" />
      </Suspense>,
    );
    await userEvent.type(await screen.findByLabelText('Your question'), 'Is there a certificate?');
    rerender(
      <Suspense fallback={<p>Loading…</p>}>
        <Questions key="questions" />
        <p>Another block</p>
      </Suspense>,
    );
    expect(screen.getByLabelText('Your question')).toHaveValue('Is there a certificate?');
  });

  it('tells the server render that it was shown', () => {
    const shown = new Set<string>();
    render(
      <RenderedParts value={shown}>
        <Suspense fallback={null}>
          <Curriculum title="Pandas" />
        </Suspense>
      </RenderedParts>,
    );
    expect([...shown]).toEqual(['test.curriculum']);
  });
});
